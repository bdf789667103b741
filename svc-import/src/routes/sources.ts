import { EVENT_TYPES, MASTER_STORE, OUTBOUND_REFUSED_ACTION, PERMISSIONS, importSourcesApi, type ConnectionFailureDetails, type ImportSourceBody, type ImportSourceSettings } from '@hub/contracts';
import { AppError, createEvent, outboundRefusalDetails, listStoreReplicas, route, scopeAllowsStore, type Db, type Logger, type MerchantScope, type RouteDefinition, type SecretBox, type ServiceEventing } from '@hub/service-kit';
import { createSourceJob, hasRunningImport } from '../db/jobs';
import { mappingInScope } from '../db/named-mappings';
import { IMPORT_SCHEMA } from '../db/schema';
import { deleteSource, insertSource, listSources, recordRun, recordTest, sourceInScope, toSourceView, updateSource, type SourceRow, type SourceWrite } from '../db/sources';
import { failureStatus } from '../domain/source-failure-status';
import { progressEvent } from '../events/progress';
import { storeStatusEvents } from '../events/store-status';
import { failureCodeOf, failureOf, sampleSource, SourceError } from '../sources';
import { schedulesOf } from '../autosync/schedule-view';

export interface SourceRouteDeps {
  db: Db;
  eventing: ServiceEventing;
  secrets: SecretBox;
  logger?: Logger;
  /** Wakes the check workers of this instance (others poll). */
  wake: () => void;
}

const READ = PERMISSIONS.ERP_READ_PREVIEW;
const CREATE = { all: [PERMISSIONS.ERP_READ_PREVIEW, PERMISSIONS.ERP_CREATE] };
const MODIFY = { all: [PERMISSIONS.ERP_READ_PREVIEW, PERMISSIONS.ERP_MODIFY] };
/** Running a source is an import: the data import permission too. */
const RUN = { all: [PERMISSIONS.ERP_READ_PREVIEW, PERMISSIONS.DATA_IMPORT_MODIFY] };

/**
 * Import sources (issue 13, `/erp`): the merchant's databases, web services, FTP/SFTP servers and object
 * storage, per store (or MASTER). Secrets are sealed when written and never answered; a connection
 * test reads the first rows; a run is an import job that fetches the source, then goes the file's way.
 * A change that changes a store's data import connection status publishes it (svc-auth keeps it).
 */
export function sourceRoutes({ db, eventing, secrets, logger, wake }: SourceRouteDeps): RouteDefinition[] {
  /** The store must be one the merchant has (MASTER included) and the caller may act for. */
  const assertStore = async (scope: MerchantScope, sid: string) => {
    const known = sid === MASTER_STORE || (await listStoreReplicas(db, IMPORT_SCHEMA, scope.merchantId)).some((s) => s.code === sid);
    if (!known || !scopeAllowsStore(scope, sid)) throw new AppError('IP100', 400, [{ path: 'sid', code: 'IP100' }]);
  };
  /** What the body writes; an absent secret keeps the stored one, '' removes it. */
  const writeOf = (body: ImportSourceBody): SourceWrite => ({
    name: body.name,
    sid: body.sid,
    kind: body.kind,
    settings: body.settings,
    secretSealed: body.secret === undefined ? undefined : body.secret === '' ? null : secrets.seal(body.secret),
    autosync: body.autosync,
    markMissingInactive: body.markMissingInactive,
    mappingId: body.mappingId,
  });
  /** Sources as answered, each with its next scheduled run and last one. */
  const viewsOf = async (merchantId: string, rows: SourceRow[]) => {
    const schedules = await schedulesOf(db, merchantId, rows);
    return rows.map((r) => toSourceView(r, schedules.get(r.id)));
  };
  const viewOf = async (merchantId: string, row: SourceRow) => (await viewsOf(merchantId, [row]))[0]!;
  const settingsOf = (row: SourceRow) => ({ kind: row.kind, settings: row.settings }) as ImportSourceSettings;
  const audit = (scope: MerchantScope, userId: string, action: 'import-source.created' | 'import-source.updated' | 'import-source.deleted', row: SourceRow, ip: string | null) =>
    eventing.auditEvent(scope.merchantId, { userId, action, storeCode: row.sid, details: { sourceId: row.id, name: row.name, kind: row.kind }, ip });
  /** A connection test's outcome (null: Tested), with the store's status when it changes it, and a refusal's audit entry. */
  const tested = (row: SourceRow, errorCode: string | null, refusal?: ReturnType<ServiceEventing['auditEvent']>) =>
    eventing.transaction(async (tx, emit) => {
      await recordTest(tx, row.id, errorCode);
      await emit([...(await storeStatusEvents(tx, row.merchant_id, [row.sid])), ...(refusal ? [refusal] : [])]);
    });
  /** The audit entry of a destination the outbound policy refused (issue 25), if that is why the source failed. */
  const refusedAudit = (merchantId: string, userId: string, row: SourceRow, error: unknown, ip: string | null) =>
    error instanceof SourceError && error.refused
      ? eventing.auditEvent(merchantId, { userId, action: OUTBOUND_REFUSED_ACTION, storeCode: row.sid, details: { sourceId: row.id, ...outboundRefusalDetails(error.refused, row.kind) }, ip })
      : undefined;

  return [
    route(importSourcesApi.list, {
      permission: READ,
      summary: "The merchant's import sources (of the caller's stores), without secrets.",
      handler: async ({ scope }) => ({ code: 'CDI006', data: await viewsOf(scope.merchantId, await listSources(db, scope)) }),
    }),
    route(importSourcesApi.get, {
      permission: READ,
      summary: 'One import source, without its secret (hasSecret says whether one is stored).',
      handler: async ({ scope, params }) => ({ code: 'CDI006', data: await viewOf(scope.merchantId, await sourceInScope(db, scope, params.id)) }),
    }),
    route(importSourcesApi.create, {
      permission: CREATE,
      summary: 'A new import source of a store or MASTER: database, web service, FTP/FTPS/SFTP or S3-compatible storage; its secret is sealed (FTP100 for a name in use).',
      handler: async ({ scope, auth, body, req }) => {
        await assertStore(scope, body.sid);
        await mappingInScope(db, scope.merchantId, body.mappingId);
        const row = await eventing.transaction(async (tx, emit) => {
          const created = await insertSource(tx, scope.merchantId, writeOf(body));
          await emit([audit(scope, auth.sub, 'import-source.created', created, req.ip ?? null), ...(await storeStatusEvents(tx, scope.merchantId, [created.sid]))]);
          return created;
        });
        return { code: 'CDI001', httpStatus: 201, data: await viewOf(scope.merchantId, row) };
      },
    }),
    route(importSourcesApi.update, {
      permission: MODIFY,
      summary: 'Changes an import source; a changed connection is Not Tested until tested again. An absent secret keeps the stored one, an empty one removes it.',
      handler: async ({ scope, auth, params, body, req }) => {
        // Another merchant's source does not exist for the caller (404) whatever the body says.
        await sourceInScope(db, scope, params.id);
        await assertStore(scope, body.sid);
        await mappingInScope(db, scope.merchantId, body.mappingId);
        const row = await eventing.transaction(async (tx, emit) => {
          const before = await sourceInScope(tx, scope, params.id);
          if (before.kind !== body.kind) throw new AppError('IP100', 400, [{ path: 'kind', code: 'IP100' }]);
          const updated = await updateSource(tx, before, writeOf(body));
          await emit([audit(scope, auth.sub, 'import-source.updated', updated, req.ip ?? null), ...(await storeStatusEvents(tx, scope.merchantId, [before.sid, updated.sid]))]);
          return updated;
        });
        return { code: 'CDI001', data: await viewOf(scope.merchantId, row) };
      },
    }),
    route(importSourcesApi.remove, {
      permission: MODIFY,
      summary: 'Deletes an import source (its past jobs stay in the import history).',
      handler: async ({ scope, auth, params, req }) => {
        await eventing.transaction(async (tx, emit) => {
          const row = await sourceInScope(tx, scope, params.id);
          await deleteSource(tx, row.id);
          await emit([audit(scope, auth.sub, 'import-source.deleted', row, req.ip ?? null), ...(await storeStatusEvents(tx, scope.merchantId, [row.sid]))]);
        });
        return { code: 'CDI007', data: null };
      },
    }),
    route(importSourcesApi.test, {
      permission: READ,
      summary: 'Connects to the source and reads its columns and first rows: Tested, or the code of what failed (DBC100, WSC100, FTPC100, FTPC101, FTP101, SFTPC100, OSC100, PDDB1xx); FTPS and SFTP answer the server\'s fingerprint, to pin.',
      handler: async ({ scope, auth, params, req }) => {
        const row = await sourceInScope(db, scope, params.id);
        const settings = settingsOf(row);
        try {
          const secret = row.secret_sealed === null ? null : secrets.open(row.secret_sealed);
          const { columns, sample, fingerprint } = await sampleSource(settings, secret);
          await tested(row, null);
          return { code: row.kind === 'FTP' ? 'FTPC000' : 'CDI008', data: { connectionStatus: 'Tested' as const, columns, sample, ...(fingerprint ? { fingerprint } : {}) } };
        } catch (error) {
          const code = failureCodeOf(settings, error);
          const failure = failureOf(error);
          // Our words and the category only: what the remote said never reaches a log or an answer.
          logger?.info({ sourceId: row.id, code, failure, reason: error instanceof SourceError ? error.reason : undefined }, 'import source test failed');
          await tested(row, code, refusedAudit(scope.merchantId, auth.sub, row, error, req.ip ?? null));
          throw new AppError(code, failureStatus(code), { failure } satisfies ConnectionFailureDetails);
        }
      },
    }),
    route(importSourcesApi.run, {
      permission: RUN,
      summary: 'Starts an import from the source now: a job that fetches it (FETCHINGDB/WS/FTP/OS), then checks, plans and waits to be applied like an upload (PDDI102 while another runs).',
      handler: async ({ scope, auth, params, req }) => {
        const row = await sourceInScope(db, scope, params.id);
        if (await hasRunningImport(db, scope.merchantId)) throw new AppError('PDDI102', 409);
        const job = await eventing.transaction(async (tx, emit) => {
          const { row: created, cancelled } = await createSourceJob(tx, {
            merchantId: scope.merchantId,
            sid: row.sid,
            source: row.kind,
            sourceId: row.id,
            name: row.name,
            createdBy: auth.sub,
            createdById: auth.sub,
          });
          await recordRun(tx, row.id, created.id);
          await emit([
            ...cancelled.map((jobId) => createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, scope.merchantId, { jobId })),
            progressEvent(created),
            eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'import.started', storeCode: row.sid, details: { jobId: created.id, sourceId: row.id, name: row.name, kind: row.kind }, ip: req.ip ?? null }),
          ]);
          return created;
        });
        wake();
        return { code: 'CDI000', httpStatus: 201, data: { jobId: job.id } };
      },
    }),
  ];
}

