import {
  DEFAULT_MAPPING_ID,
  MASTER_STORE,
  importSourceBodySchema,
  type DatabaseSettings,
  type FtpSettings,
  type ImportSourceBody,
  type ImportSourceKind,
  type ImportSourceSettings,
  type ImportSourceView,
  type WebServiceSettings,
} from '@hub/contracts';

type Engine = DatabaseSettings['engine'];
type Protocol = FtpSettings['protocol'];
type Paging = WebServiceSettings['paging'];

/**
 * What the import source form edits (issue 13, `/erp/{id}`): every field of every kind as the inputs
 * hold them (numbers as typed). Host and port are shared by a database and a file server, the user
 * name too (`user` of a database, `username` of a file server), and the page size by a database and
 * a web service, so switching the kind while creating keeps what they have in common.
 */
export interface ImportSourceDraft {
  name: string;
  sid: string;
  kind: ImportSourceKind;
  host: string;
  port: string;
  user: string;
  pageSize: string;
  engine: Engine;
  database: string;
  ssl: boolean;
  /** A database is read from a table or from one query, never both. */
  readFrom: 'table' | 'query';
  table: string;
  query: string;
  url: string;
  authHeader: string;
  itemsPath: string;
  paging: Paging;
  pageParam: string;
  sizeParam: string;
  protocol: Protocol;
  remotePath: string;
  activeMode: boolean;
  /** FTPS and SFTP: the server's pinned fingerprint as typed ('' when none is pinned). */
  fingerprint: string;
  endpoint: string;
  region: string;
  bucket: string;
  key: string;
  accessKeyId: string;
  forcePathStyle: boolean;
  /** The password, secret access key or auth header value as typed; on edit, empty keeps the stored one. */
  secret: string;
  /** On edit: send '' to remove the stored secret. */
  removeSecret: boolean;
  /** Runs on its store's autosync schedule (one source per store: saving it on turns it off for the others). */
  autosync: boolean;
  /** A run marks the active products of the store(s) that are no longer in the source inactive. */
  markMissingInactive: boolean;
  /** The named mapping its rows are read with (issue 28 item 2). */
  mappingId: string;
}

/** The fields a problem can be shown on. */
export type ImportSourceField = Exclude<keyof ImportSourceDraft, 'ssl' | 'activeMode' | 'forcePathStyle' | 'removeSecret' | 'autosync' | 'markMissingInactive' | 'mappingId'>;

/** Why a field is refused; the screen words each (`importSources.form.errors.*`). */
export type ImportSourceProblem =
  | 'required'
  | 'invalid'
  | 'tooLong'
  | 'port'
  | 'pageSize'
  | 'url'
  | 'table'
  | 'bucket'
  | 'headerName'
  | 'nameInUse'
  | 'store'
  | 'fingerprint';

export type ImportSourceErrors = Partial<Record<ImportSourceField, ImportSourceProblem>>;
export type ImportSourceFormMode = 'create' | 'edit';

/** The settings' own defaults (contracts' schemas), as the inputs show them. */
const DEFAULT_PAGE_SIZE = '5000';

/** The usual port of each connection: PostgreSQL 5432, MySQL/MariaDB 3306, FTP and FTPS 21, SFTP 22. */
export function defaultPort(kind: ImportSourceKind, engine: Engine, protocol: Protocol): string {
  if (kind === 'DATABASE') return engine === 'mysql' ? '3306' : '5432';
  if (kind === 'FTP') return protocol === 'sftp' ? '22' : '21';
  return '';
}

/** A new source of a store (or MASTER): a PostgreSQL database unless another kind is given. */
export function emptySourceDraft(sid: string, kind: ImportSourceKind = 'DATABASE'): ImportSourceDraft {
  return {
    name: '',
    sid,
    kind,
    host: '',
    port: defaultPort(kind, 'postgres', 'ftp'),
    user: '',
    pageSize: DEFAULT_PAGE_SIZE,
    engine: 'postgres',
    database: '',
    ssl: false,
    readFrom: 'table',
    table: '',
    query: '',
    url: '',
    authHeader: 'Authorization',
    itemsPath: '',
    paging: 'none',
    pageParam: 'page',
    sizeParam: 'pageSize',
    protocol: 'ftp',
    remotePath: '',
    activeMode: false,
    fingerprint: '',
    endpoint: '',
    region: 'us-east-1',
    bucket: '',
    key: '',
    accessKeyId: '',
    forcePathStyle: true,
    secret: '',
    removeSecret: false,
    autosync: false,
    markMissingInactive: false,
    mappingId: DEFAULT_MAPPING_ID,
  };
}

/**
 * The changes of choosing another kind, engine or protocol: the port follows the usual one of the new
 * connection while it still holds the usual one of the old (or nothing); a port the user typed stays.
 */
export function connectionChange(
  draft: Pick<ImportSourceDraft, 'kind' | 'engine' | 'protocol' | 'port'>,
  change: Partial<Pick<ImportSourceDraft, 'kind' | 'engine' | 'protocol'>>,
): Partial<ImportSourceDraft> {
  const next = { kind: draft.kind, engine: draft.engine, protocol: draft.protocol, ...change };
  const before = defaultPort(draft.kind, draft.engine, draft.protocol);
  const typed = draft.port.trim() !== '' && draft.port.trim() !== before;
  return typed ? change : { ...change, port: defaultPort(next.kind, next.engine, next.protocol) };
}

/** A saved source in the form; its secret is never sent back, so the secret field starts empty. */
export function draftFromSource(source: ImportSourceView): ImportSourceDraft {
  const base = { ...emptySourceDraft(source.sid, source.kind), name: source.name, autosync: source.autosync, markMissingInactive: source.markMissingInactive, mappingId: source.mappingId };
  switch (source.kind) {
    case 'DATABASE': {
      const s = source.settings;
      return {
        ...base,
        engine: s.engine,
        host: s.host,
        port: String(s.port),
        database: s.database,
        user: s.user,
        ssl: s.ssl,
        readFrom: s.query ? 'query' : 'table',
        table: s.table ?? '',
        query: s.query ?? '',
        pageSize: String(s.pageSize),
      };
    }
    case 'WEB_SERVICE': {
      const s = source.settings;
      return {
        ...base,
        url: s.url,
        authHeader: s.authHeader,
        itemsPath: s.itemsPath,
        paging: s.paging,
        pageParam: s.pageParam,
        sizeParam: s.sizeParam,
        pageSize: String(s.pageSize),
      };
    }
    case 'FTP': {
      const s = source.settings;
      return { ...base, protocol: s.protocol, host: s.host, port: String(s.port), remotePath: s.remotePath, user: s.username, activeMode: s.activeMode, fingerprint: s.fingerprint ?? '' };
    }
    case 'OBJECT_STORAGE': {
      const s = source.settings;
      return {
        ...base,
        endpoint: s.endpoint,
        region: s.region,
        bucket: s.bucket,
        key: s.key,
        accessKeyId: s.accessKeyId,
        forcePathStyle: s.forcePathStyle,
      };
    }
  }
}

/** A whole number as typed; anything else is NaN, which the schema refuses (never coerced: '1e3', ' '). */
function wholeNumber(value: string): number {
  const text = value.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

function settingsOf(draft: ImportSourceDraft): ImportSourceSettings {
  switch (draft.kind) {
    case 'DATABASE': {
      const table = draft.table.trim();
      const query = draft.query.trim();
      return {
        kind: 'DATABASE',
        settings: {
          engine: draft.engine,
          host: draft.host.trim(),
          port: wholeNumber(draft.port),
          database: draft.database.trim(),
          user: draft.user.trim(),
          ssl: draft.ssl,
          // Exactly one of the two is sent: the one the radio names.
          ...(draft.readFrom === 'table' ? (table ? { table } : {}) : query ? { query } : {}),
          pageSize: wholeNumber(draft.pageSize),
        },
      };
    }
    case 'WEB_SERVICE':
      return {
        kind: 'WEB_SERVICE',
        settings: {
          url: draft.url.trim(),
          authHeader: draft.authHeader.trim(),
          itemsPath: draft.itemsPath.trim(),
          paging: draft.paging,
          pageParam: draft.pageParam.trim(),
          sizeParam: draft.sizeParam.trim(),
          // Without paging the page size is not shown: a value left broken there falls back to the default.
          pageSize: draft.paging === 'none' && Number.isNaN(wholeNumber(draft.pageSize)) ? Number(DEFAULT_PAGE_SIZE) : wholeNumber(draft.pageSize),
        },
      };
    case 'FTP':
      return {
        kind: 'FTP',
        settings: {
          protocol: draft.protocol,
          host: draft.host.trim(),
          port: wholeNumber(draft.port),
          remotePath: draft.remotePath.trim(),
          username: draft.user.trim(),
          activeMode: draft.protocol === 'sftp' ? false : draft.activeMode,
          // Plain FTP shows no identity to pin: a fingerprint typed for FTPS or SFTP is not sent with it.
          ...(draft.protocol !== 'ftp' && draft.fingerprint.trim() !== '' ? { fingerprint: draft.fingerprint.trim() } : {}),
        },
      };
    case 'OBJECT_STORAGE':
      return {
        kind: 'OBJECT_STORAGE',
        settings: {
          endpoint: draft.endpoint.trim(),
          region: draft.region.trim(),
          bucket: draft.bucket.trim(),
          key: draft.key.trim(),
          accessKeyId: draft.accessKeyId.trim(),
          forcePathStyle: draft.forcePathStyle,
        },
      };
  }
}

/**
 * The body of POST /merchant/import/sources or PUT …/{id}: the kind's settings only, whether it runs
 * on its store's autosync schedule and whether it marks products missing from it inactive. The secret is
 * write-only: a typed one is sent; on edit an empty field sends nothing (the stored one stays) and
 * "remove" sends '' (it is removed). A new source sends a secret only when one is typed.
 */
export function sourceBody(draft: ImportSourceDraft, mode: ImportSourceFormMode): ImportSourceBody {
  const secret = mode === 'edit' && draft.removeSecret ? '' : draft.secret !== '' ? draft.secret : undefined;
  return {
    name: draft.name.trim(),
    sid: draft.sid,
    ...(secret === undefined ? {} : { secret }),
    autosync: draft.autosync,
    markMissingInactive: draft.markMissingInactive,
    mappingId: draft.mappingId,
    ...settingsOf(draft),
  };
}

/** The draft field of a body path: `settings.host`, `body.settings.username`, `sid`… (null: none). */
export function fieldOfPath(path: string): ImportSourceField | null {
  const parts = path.replace(/^body\./, '').split('.');
  const [head, next] = parts;
  if (head === 'settings' && next) {
    if (next === 'username') return 'user';
    return next in SETTINGS_FIELDS ? (next as ImportSourceField) : null;
  }
  return head === 'name' || head === 'sid' || head === 'secret' || head === 'kind' ? head : null;
}

/** The settings a field of the form edits (the names the schemas give them). */
const SETTINGS_FIELDS: Readonly<Record<string, true>> = Object.fromEntries(
  ['host', 'port', 'user', 'pageSize', 'engine', 'database', 'table', 'query', 'url', 'authHeader', 'itemsPath', 'paging', 'pageParam', 'sizeParam', 'protocol', 'remotePath', 'fingerprint', 'endpoint', 'region', 'bucket', 'key', 'accessKeyId'].map((f) => [f, true]),
);

/** What a refused value is called on its field (the schema's rule, worded by the screen). */
function problemOf(field: ImportSourceField, issueCode: string, empty: boolean): ImportSourceProblem {
  if (empty && (issueCode === 'too_small' || issueCode === 'invalid_type' || issueCode === 'invalid_string')) return 'required';
  if (issueCode === 'too_big' && field !== 'port' && field !== 'pageSize') return 'tooLong';
  switch (field) {
    case 'port':
      return 'port';
    case 'pageSize':
      return 'pageSize';
    case 'url':
    case 'endpoint':
      return 'url';
    case 'table':
      return 'table';
    case 'bucket':
      return 'bucket';
    case 'authHeader':
      return 'headerName';
    case 'sid':
      return 'store';
    case 'fingerprint':
      return 'fingerprint';
    default:
      return 'invalid';
  }
}

/**
 * The form's own check, with the server's rules: the body schema of @hub/contracts (a field it
 * refuses is marked with why), and what the schema leaves open: a database reads from the table or
 * the query the radio names (exactly one, so the chosen one is required), a paged web service needs
 * its page parameter, and a store must be chosen. Empty means valid.
 */
export function validateSourceDraft(draft: ImportSourceDraft, mode: ImportSourceFormMode): ImportSourceErrors {
  const errors: ImportSourceErrors = {};
  const parsed = importSourceBodySchema.safeParse(sourceBody(draft, mode));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (!field || errors[field]) continue;
      const value = draft[field];
      errors[field] = problemOf(field, issue.code, typeof value === 'string' && value.trim() === '');
    }
  }
  if (draft.kind === 'DATABASE') {
    const chosen = draft.readFrom;
    if (draft[chosen].trim() === '') errors[chosen] ??= 'required';
  }
  if (draft.kind === 'WEB_SERVICE' && draft.paging !== 'none' && draft.pageParam.trim() === '') errors.pageParam ??= 'required';
  if (draft.sid.trim() === '') errors.sid = 'required';
  return errors;
}

function detailPaths(details: unknown): { path: string; code?: string }[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    if (!d || typeof d !== 'object') return [];
    const { path, code } = d as { path?: unknown; code?: unknown };
    if (typeof path !== 'string') return [];
    return [{ path, ...(typeof code === 'string' ? { code } : {}) }];
  });
}

/**
 * Where a refused save belongs: FTP100 (the name is used by another source) on the name; IP100 (and
 * any code whose details name paths such as `settings.host`) on each field it names. null: the
 * refusal names no field, and the form shows the code's wording.
 */
export function placeServerErrors(code: string, details: unknown): ImportSourceErrors | null {
  if (code === 'FTP100') return { name: 'nameInUse' };
  const errors: ImportSourceErrors = {};
  for (const detail of detailPaths(details)) {
    const field = fieldOfPath(detail.path);
    if (!field || errors[field]) continue;
    errors[field] = field === 'name' && detail.code === 'FTP100' ? 'nameInUse' : problemOf(field, 'custom', false);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The secret field's name for each kind: a password, a secret access key or an auth header value. */
export function secretLabelKey(kind: ImportSourceKind): 'password' | 'secretAccessKey' | 'authValue' {
  if (kind === 'OBJECT_STORAGE') return 'secretAccessKey';
  if (kind === 'WEB_SERVICE') return 'authValue';
  return 'password';
}

/** Has the user changed anything a save would send (the secret included)? */
export function isDraftChanged(draft: ImportSourceDraft, saved: ImportSourceDraft, mode: ImportSourceFormMode): boolean {
  return JSON.stringify(sourceBody(draft, mode)) !== JSON.stringify(sourceBody(saved, mode));
}

/** The stores a source may belong to: MASTER first (not for store-bound users), then each store by name. */
export function sourceStoreChoices<T extends { code: string; name: string }>(
  stores: readonly T[],
  storeBound: boolean,
  current?: string,
): { code: string; name: string | null }[] {
  const own = stores
    .filter((s) => s.code !== MASTER_STORE)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => ({ code: s.code, name: s.name as string | null }));
  const choices = [...(storeBound ? [] : [{ code: MASTER_STORE, name: null }]), ...own];
  // A source's store the list no longer has (or does not show) stays choosable as its code.
  if (current && !choices.some((c) => c.code === current)) choices.push({ code: current, name: null });
  return choices;
}
