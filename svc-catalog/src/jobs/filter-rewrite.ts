import { leasedWorker, type Db, type LeasedWorker, type Logger } from '@hub/service-kit';
import {
  claimFilterRewrite,
  finishFilterRewrite,
  merchantsWithoutFilterKeys,
  refreshFilterKeys,
  releaseFilterRewrite,
  renewFilterRewrite,
  rewriteFilterFields,
  verifyFilterFields,
  type FilterRewrite,
} from '../db/filter-keys';
import { batchTurns } from './import-worker';

/** Products rewritten a transaction: on PGlite a batch holds the hub's one thread, so fewer. */
const rewriteBatch = (db: Db) => (db.kind === 'pglite' ? 2_000 : 5_000);

/**
 * The rewrite of a merchant's filter_fields after its filters changed (ADR 0050): batch after batch in
 * product order, each in its own transaction with the cursor, then one pass over what was held by others,
 * then the keys become indexed. Killed midway, it resumes at the cursor once its lease runs out.
 */
export async function rewriteMerchantFilterFields(
  db: Db,
  job: FilterRewrite,
  owner: string,
  signal: AbortSignal,
  requestTurnMs?: number,
): Promise<'indexed' | 'stale' | 'stopped'> {
  const turn = batchTurns({ db, requestTurnMs });
  for (;;) {
    if (signal.aborted) return 'stopped';
    const step = await rewriteFilterFields(db, job, owner, rewriteBatch(db));
    if (step === 'stale') return 'stale';
    if (step === 'done') break;
    await turn();
  }
  if ((await verifyFilterFields(db, job, owner)) === 'stale') return 'stale';
  return (await finishFilterRewrite(db, job, owner)) ? 'indexed' : 'stale';
}

/** The leased worker of filter rewrites; at its first claim, merchants from before migration 038 get their keys. */
export function filterRewriteWorker(
  db: Db,
  logger?: Logger,
  options: { pollMs?: number; leaseMs?: number; requestTurnMs?: number } = {},
): LeasedWorker {
  let swept = false;
  return leasedWorker<FilterRewrite>({
    name: 'catalog-filter-rewrite',
    logger,
    pollMs: options.pollMs ?? 5_000,
    leaseMs: options.leaseMs ?? 30_000,
    claim: async (owner, leaseMs) => {
      if (!swept) {
        swept = true;
        for (const merchantId of await merchantsWithoutFilterKeys(db))
          await refreshFilterKeys(db, merchantId);
      }
      return claimFilterRewrite(db, owner, leaseMs);
    },
    renew: (job, owner, leaseMs) => renewFilterRewrite(db, job, owner, leaseMs),
    run: async (job, { owner, signal }) => {
      const outcome = await rewriteMerchantFilterFields(db, job, owner, signal, options.requestTurnMs);
      if (outcome !== 'indexed') await releaseFilterRewrite(db, job, owner);
      logger?.info({ merchantId: job.merchantId, keys: job.keys, outcome }, 'filter fields rewritten');
    },
    failed: async (job, error, owner) => {
      logger?.warn(
        { err: error, merchantId: job.merchantId },
        'filter fields rewrite failed; retried at its next claim',
      );
      await releaseFilterRewrite(db, job, owner);
    },
  });
}
