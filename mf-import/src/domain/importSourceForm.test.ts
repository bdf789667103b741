import { importSourceBodySchema, type ImportSourceView } from '@hub/contracts';
import {
  connectionChange,
  draftFromSource,
  emptySourceDraft,
  fieldOfPath,
  isDraftChanged,
  placeServerErrors,
  secretLabelKey,
  sourceBody,
  sourceStoreChoices,
  validateSourceDraft,
  type ImportSourceDraft,
} from './importSourceForm';

const database = (over: Partial<ImportSourceDraft> = {}): ImportSourceDraft => ({
  ...emptySourceDraft('BKK'),
  name: 'Main ERP',
  host: 'db.example.com',
  database: 'erp',
  user: 'reader',
  table: 'public.products',
  ...over,
});

const view = (over: Partial<ImportSourceView> & Pick<ImportSourceView, 'kind' | 'settings'>): ImportSourceView =>
  ({
    id: '5b8f7f4e-8d5a-4a6e-9d0b-6f1c2f3a4b5c',
    name: 'Main ERP',
    sid: 'BKK',
    hasSecret: true,
    connectionStatus: 'Tested',
    testedAt: null,
    lastErrorCode: null,
    lastRunAt: null,
    lastJobId: null,
    updatedAt: '2026-11-20T03:00:00Z',
    autosync: false,
    markMissingInactive: false,
    nextRunAt: null,
    lastAutosync: null,
    ...over,
  }) as ImportSourceView;

describe('import source form (issue 13, /erp/{id}; spec section 3 "FTP config")', () => {
  describe('the body it sends', () => {
    it('When a database reads a table, then only the table is sent, the port as a number, and the body passes the contract schema', () => {
      const body = sourceBody(database({ port: '5433', query: 'select 1' }), 'create');
      expect(body).toEqual({
        name: 'Main ERP',
        sid: 'BKK',
        autosync: false,
        markMissingInactive: false,
        mappingId: 'default',
        kind: 'DATABASE',
        settings: { engine: 'postgres', host: 'db.example.com', port: 5433, database: 'erp', user: 'reader', ssl: false, table: 'public.products', pageSize: 5000 },
      });
      expect(importSourceBodySchema.safeParse(body).success).toBe(true);
    });

    it('When a database reads a query, then only the query is sent (exactly one of table or query)', () => {
      const body = sourceBody(database({ readFrom: 'query', query: ' select * from items ' }), 'create');
      expect(body.kind === 'DATABASE' && body.settings).toMatchObject({ query: 'select * from items' });
      expect(body.kind === 'DATABASE' && 'table' in body.settings).toBe(false);
    });

    it('When the secret is empty, then none is sent (a new source has none; an edited one keeps its own)', () => {
      expect('secret' in sourceBody(database(), 'create')).toBe(false);
      expect('secret' in sourceBody(database(), 'edit')).toBe(false);
    });

    it('When a secret is typed, then it is sent; when "remove" is chosen on edit, then an empty secret is sent', () => {
      expect(sourceBody(database({ secret: 's3cret' }), 'edit').secret).toBe('s3cret');
      expect(sourceBody(database({ secret: 's3cret' }), 'create').secret).toBe('s3cret');
      expect(sourceBody(database({ removeSecret: true }), 'edit').secret).toBe('');
    });

    it("When the source is marked to run on its store's autosync schedule, then autosync: true is sent (false by default)", () => {
      expect(sourceBody(database(), 'edit').autosync).toBe(false);
      const body = sourceBody(database({ autosync: true }), 'edit');
      expect(body.autosync).toBe(true);
      expect(importSourceBodySchema.parse(body).autosync).toBe(true);
    });

    it('When the source marks products missing from it inactive, then markMissingInactive: true is sent (false by default)', () => {
      expect(sourceBody(database(), 'create').markMissingInactive).toBe(false);
      const body = sourceBody(database({ markMissingInactive: true }), 'edit');
      expect(body.markMissingInactive).toBe(true);
      expect(importSourceBodySchema.parse(body).markMissingInactive).toBe(true);
    });

    it('When the source is a file server, then the user name is sent as username, and SFTP has no active mode', () => {
      const ftp = { ...emptySourceDraft('MASTER', 'FTP'), name: 'Nightly', host: '10.0.0.5', remotePath: '/out/products.csv', user: 'erp', activeMode: true };
      expect(sourceBody(ftp, 'create')).toMatchObject({ kind: 'FTP', settings: { protocol: 'ftp', port: 21, username: 'erp', activeMode: true } });
      expect(sourceBody({ ...ftp, protocol: 'sftp', port: '22' }, 'create')).toMatchObject({ settings: { protocol: 'sftp', port: 22, activeMode: false } });
    });

    it('When FTPS or SFTP has a fingerprint, then it is sent trimmed; none, or plain FTP, sends none; a value that is no SHA-256 fingerprint is refused on its field', () => {
      const sftp = { ...emptySourceDraft('MASTER', 'FTP'), name: 'Nightly', host: 'h', port: '22', protocol: 'sftp' as const, remotePath: '/x.csv', user: 'erp' };
      const fingerprint = 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU';
      const body = sourceBody({ ...sftp, fingerprint: ` ${fingerprint} ` }, 'create');
      expect(body).toMatchObject({ settings: { fingerprint } });
      expect(importSourceBodySchema.safeParse(body).success).toBe(true);
      expect(sourceBody(sftp, 'create').settings).not.toHaveProperty('fingerprint');
      expect(sourceBody({ ...sftp, protocol: 'ftp', fingerprint }, 'create').settings).not.toHaveProperty('fingerprint');
      expect(validateSourceDraft({ ...sftp, protocol: 'ftps', fingerprint: 'AB:CD:EF' }, 'create')).toEqual({ fingerprint: 'fingerprint' });
      expect(validateSourceDraft({ ...sftp, protocol: 'ftps', fingerprint: 'ab'.repeat(32) }, 'create')).toEqual({});
    });
  });

  describe('the rules it checks before saving (the contract schemas)', () => {
    it('When a complete database source is checked, then nothing is refused', () => {
      expect(validateSourceDraft(database(), 'create')).toEqual({});
    });

    it('When the required fields are empty, then each is marked required', () => {
      const errors = validateSourceDraft({ ...emptySourceDraft(''), port: '' }, 'create');
      expect(errors).toMatchObject({ name: 'required', sid: 'required', host: 'required', port: 'required', database: 'required', user: 'required', table: 'required' });
    });

    it('When the port is not a whole number from 1 to 65535, then the port is refused', () => {
      for (const port of ['abc', '0', '70000', '1e3', '21.5']) expect([port, validateSourceDraft(database({ port }), 'create').port]).toEqual([port, 'port']);
    });

    it('When the table is not a (schema.)table name, or the chosen query is empty, then that field is refused', () => {
      expect(validateSourceDraft(database({ table: 'products; drop' }), 'create').table).toBe('table');
      expect(validateSourceDraft(database({ readFrom: 'query', query: ' ' }), 'create')).toEqual({ query: 'required' });
    });

    it('When the page size is outside 1 to 50,000, then it is refused', () => {
      expect(validateSourceDraft(database({ pageSize: '50001' }), 'create').pageSize).toBe('pageSize');
    });

    it('When a web service has no http(s) URL, a header name with spaces, or paging without a page parameter, then each is refused', () => {
      const ws = { ...emptySourceDraft('BKK', 'WEB_SERVICE'), name: 'API', url: 'ftp://erp.example.com', authHeader: 'X Key', paging: 'page' as const, pageParam: '' };
      expect(validateSourceDraft(ws, 'create')).toEqual({ url: 'url', authHeader: 'headerName', pageParam: 'required' });
      expect(validateSourceDraft({ ...ws, url: 'https://erp.example.com/api', authHeader: 'X-API-Key', pageParam: 'p' }, 'create')).toEqual({});
      // Without paging the page size is not shown: a broken one falls back to the default instead of blocking the save.
      expect(validateSourceDraft({ ...ws, url: 'https://erp.example.com/api', authHeader: '', paging: 'none', pageSize: 'x' }, 'create')).toEqual({});
      expect(validateSourceDraft({ ...ws, url: 'https://erp.example.com/api', authHeader: '', paging: 'offset', pageParam: 'o', pageSize: 'x' }, 'create')).toEqual({ pageSize: 'pageSize' });
    });

    it('When object storage names a bucket of under 3 characters, then the bucket is refused', () => {
      const os = { ...emptySourceDraft('BKK', 'OBJECT_STORAGE'), name: 'S3', endpoint: 'https://s3.example.com', bucket: 'ab', key: 'out/p.csv', accessKeyId: 'AKIA1' };
      expect(validateSourceDraft(os, 'create')).toEqual({ bucket: 'bucket' });
    });
  });

  describe('choosing the kind, engine or protocol', () => {
    it('When the port still holds the usual one, then it follows the new connection; a typed port stays', () => {
      const draft = emptySourceDraft('BKK');
      expect(draft.port).toBe('5432');
      expect(connectionChange(draft, { engine: 'mysql' })).toEqual({ engine: 'mysql', port: '3306' });
      expect(connectionChange({ ...draft, kind: 'FTP', port: '21' }, { protocol: 'sftp' })).toEqual({ protocol: 'sftp', port: '22' });
      expect(connectionChange({ ...draft, port: '6543' }, { kind: 'FTP' })).toEqual({ kind: 'FTP' });
      expect(connectionChange(draft, { kind: 'WEB_SERVICE' })).toEqual({ kind: 'WEB_SERVICE', port: '' });
    });
  });

  describe('a saved source in the form', () => {
    it('When a source with a stored secret is opened, then the secret field is empty and unchanged means nothing to save', () => {
      const source = view({ kind: 'DATABASE', settings: { engine: 'mysql', host: 'h', port: 3306, database: 'd', user: 'u', ssl: true, query: 'select 1', pageSize: 100 } });
      const draft = draftFromSource(source);
      expect(draft).toMatchObject({ secret: '', removeSecret: false, readFrom: 'query', query: 'select 1', table: '', port: '3306', pageSize: '100', ssl: true });
      expect(isDraftChanged(draft, draft, 'edit')).toBe(false);
      expect(isDraftChanged({ ...draft, secret: 'new' }, draft, 'edit')).toBe(true);
      expect(isDraftChanged({ ...draft, removeSecret: true }, draft, 'edit')).toBe(true);
    });

    it('When a source on its store\'s autosync schedule is opened, then the switch is on, and turning it off is a change', () => {
      const source = view({ kind: 'DATABASE', autosync: true, settings: { engine: 'postgres', host: 'h', port: 5432, database: 'd', user: 'u', ssl: false, table: 't', pageSize: 100 } });
      const draft = draftFromSource(source);
      expect(draft.autosync).toBe(true);
      expect(emptySourceDraft('BKK').autosync).toBe(false);
      expect(isDraftChanged({ ...draft, autosync: false }, draft, 'edit')).toBe(true);
    });

    it('When a source marking missing products inactive is opened, then its switch is on, and turning it off is a change', () => {
      const draft = draftFromSource(view({ kind: 'DATABASE', markMissingInactive: true, settings: { engine: 'postgres', host: 'h', port: 5432, database: 'd', user: 'u', ssl: false, table: 't', pageSize: 100 } }));
      expect(draft.markMissingInactive).toBe(true);
      expect(emptySourceDraft('BKK').markMissingInactive).toBe(false);
      expect(isDraftChanged({ ...draft, markMissingInactive: false }, draft, 'edit')).toBe(true);
    });

    it('When a file server is opened, then its username fills the user name', () => {
      const source = view({ kind: 'FTP', settings: { protocol: 'ftps', host: 'h', port: 990, remotePath: '/x', username: 'erp', activeMode: false } });
      expect(draftFromSource(source)).toMatchObject({ kind: 'FTP', protocol: 'ftps', port: '990', user: 'erp', remotePath: '/x', fingerprint: '' });
      const pinned = view({ kind: 'FTP', settings: { protocol: 'sftp', host: 'h', port: 22, remotePath: '/x', username: 'erp', activeMode: false, fingerprint: 'ab'.repeat(32) } });
      const draft = draftFromSource(pinned);
      expect(draft.fingerprint).toBe('ab'.repeat(32));
      // A changed pin is a change to save (the server then answers the source Not Tested).
      expect(isDraftChanged({ ...draft, fingerprint: '' }, draft, 'edit')).toBe(true);
    });

    it('names the secret by kind: a password, a secret access key, an auth header value', () => {
      expect(secretLabelKey('DATABASE')).toBe('password');
      expect(secretLabelKey('FTP')).toBe('password');
      expect(secretLabelKey('OBJECT_STORAGE')).toBe('secretAccessKey');
      expect(secretLabelKey('WEB_SERVICE')).toBe('authValue');
    });
  });

  describe("the server's refusals", () => {
    it('When IP100 names body paths, then each lands on its field', () => {
      expect(fieldOfPath('body.settings.host')).toBe('host');
      expect(fieldOfPath('settings.username')).toBe('user');
      expect(fieldOfPath('sid')).toBe('sid');
      expect(fieldOfPath('settings.unknown')).toBeNull();
      expect(
        placeServerErrors('IP100', [
          { path: 'body.settings.port', message: 'Number must be less than or equal to 65535' },
          { path: 'settings.url', message: 'Invalid url' },
          { path: 'sid', code: 'IP100' },
        ]),
      ).toEqual({ port: 'port', url: 'url', sid: 'store' });
    });

    it('When FTP100 answers (the name is taken), then the name is marked; a refusal naming no field goes to the form', () => {
      expect(placeServerErrors('FTP100', [{ path: 'name', code: 'FTP100' }])).toEqual({ name: 'nameInUse' });
      expect(placeServerErrors('IP100', undefined)).toBeNull();
      expect(placeServerErrors('PDDI106', [])).toBeNull();
    });
  });

  it('offers MASTER first (not to store-bound users), then the stores by name, and keeps an unknown current store', () => {
    const stores = [
      { code: 'DXB', name: 'Dubai' },
      { code: 'MASTER', name: 'Master location' },
      { code: 'BKK', name: 'Bangkok' },
    ];
    expect(sourceStoreChoices(stores, false).map((c) => c.code)).toEqual(['MASTER', 'BKK', 'DXB']);
    expect(sourceStoreChoices(stores, true).map((c) => c.code)).toEqual(['BKK', 'DXB']);
    expect(sourceStoreChoices(stores, true, 'OLD').map((c) => c.code)).toEqual(['BKK', 'DXB', 'OLD']);
  });
});
