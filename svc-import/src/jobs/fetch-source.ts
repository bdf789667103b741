import { FETCHING_MESSAGE, OUTBOUND_REFUSED_ACTION, type ImportSourceSettings } from '@hub/contracts';
import { outboundRefusalDetails, type Db, type FileStorage, type Logger, type SecretBox, type ServiceEventing, type Selectable } from '@hub/service-kit';
import { failJob, setCheckMessage } from '../db/jobs';
import type { ImportJobsTable } from '../db/schema';
import { recordFetchError, sourceById } from '../db/sources';
import { dropStagingEvents, progressEvent } from '../events/progress';
import { storeStatusEvents } from '../events/store-status';
import { failureCodeOf, failureOf, fetchToStorage, openSource, SourceError } from '../sources';

type JobRow = Selectable<ImportJobsTable>;

export interface FetchSourceDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  secrets: SecretBox;
  logger?: Logger;
}

/**
 * The first step of a job fed by an import source (issue 13): the source is streamed into the storage
 * port as the job's CSV file under `fileKey` (FETCHINGDB, FETCHINGWS, FETCHINGFTP or FETCHINGOS shown
 * meanwhile), then the check reads it as it reads an upload. A source that fails, or dies mid-way,
 * ends the job FAILED with its code and nothing of it kept: nothing was checked, nothing written.
 * Answers whether the check may go on.
 */
export async function fetchSource(deps: FetchSourceDeps, job: JobRow, owner: string, fileKey: string, signal: AbortSignal): Promise<boolean> {
  const source = job.source_id ? await sourceById(deps.db, job.source_id) : undefined;
  if (!source || source.merchant_id !== job.merchant_id) return fail(deps, job, 'PDDI106');
  const settings = { kind: source.kind, settings: source.settings } as ImportSourceSettings;
  const fetching = await deps.eventing.transaction(async (tx, emit) => {
    const row = await setCheckMessage(tx, job.id, owner, FETCHING_MESSAGE[source.kind]);
    if (row) await emit(progressEvent(row));
    return row;
  });
  if (!fetching) return false;
  try {
    const secret = source.secret_sealed === null ? null : deps.secrets.open(source.secret_sealed);
    const bytes = await fetchToStorage(deps.storage, fileKey, await openSource(settings, secret, signal));
    const started = await setCheckMessage(deps.db, job.id, owner, 'STARTING', bytes);
    return started !== null;
  } catch (error) {
    await deps.storage.remove(fileKey).catch(() => undefined);
    if (signal.aborted) return false;
    const code = failureCodeOf(settings, error);
    // Our words and the category only (they may name a host or a table): never a secret, never what
    // the remote said (issue 25).
    deps.logger?.warn({ jobId: job.id, sourceId: source.id, code, failure: failureOf(error), reason: error instanceof SourceError ? error.reason : undefined }, 'import source fetch failed');
    await deps.eventing.transaction(async (tx, emit) => {
      await recordFetchError(tx, source.id, code);
      await emit(await storeStatusEvents(tx, source.merchant_id, [source.sid]));
      if (error instanceof SourceError && error.refused) {
        const details = { sourceId: source.id, jobId: job.id, ...outboundRefusalDetails(error.refused, source.kind) };
        await emit(deps.eventing.auditEvent(source.merchant_id, { userId: job.created_by_id ?? job.created_by, action: OUTBOUND_REFUSED_ACTION, storeCode: source.sid, details }));
      }
    });
    return fail(deps, job, code);
  }
}

async function fail(deps: FetchSourceDeps, job: JobRow, code: string): Promise<false> {
  await deps.eventing.transaction(async (tx, emit) => {
    const ended = await failJob(tx, job.id, code, ['CHECKING']);
    if (ended) await emit([progressEvent(ended), ...dropStagingEvents(ended)]);
  });
  return false;
}
