import { FETCHING_MESSAGE, type ImportSourceSettings } from '@hub/contracts';
import type { Db, FileStorage, Logger, SecretBox, ServiceEventing, Selectable } from '@hub/service-kit';
import { failJob, setCheckMessage } from '../db/jobs';
import type { ImportJobsTable } from '../db/schema';
import { recordFetchError, sourceById } from '../db/sources';
import { progressEvent } from '../events/progress';
import { storeStatusEvents } from '../events/store-status';
import { failureCodeOf, fetchToStorage, openSource, SourceError } from '../sources';

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
    // The reason may name a host or a table, never a secret (the sources never put one in it).
    deps.logger?.warn({ jobId: job.id, sourceId: source.id, code, reason: error instanceof SourceError ? error.reason : (error as Error).message }, 'import source fetch failed');
    await deps.eventing.transaction(async (tx, emit) => {
      await recordFetchError(tx, source.id, code);
      await emit(await storeStatusEvents(tx, source.merchant_id, [source.sid]));
    });
    return fail(deps, job, code);
  }
}

async function fail(deps: FetchSourceDeps, job: JobRow, code: string): Promise<false> {
  await deps.eventing.transaction(async (tx, emit) => {
    const ended = await failJob(tx, job.id, code, ['CHECKING']);
    if (ended) await emit(progressEvent(ended));
  });
  return false;
}
