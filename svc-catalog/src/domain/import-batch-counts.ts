/**
 * What each staged batch of an import run holds (issue 26): how many records of each store its
 * classification found to create, update, leave unchanged or reject. Counted as each batch is staged
 * and kept on the run (migration 028), so the dry run's plan is a sum of these instead of two reads of
 * the whole staging table (a million records at twice their size: the staging table's fillfactor is 50),
 * and a batch with nothing to create or update is not read again for held tags.
 */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'reject'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** One batch: records per store and action. */
export type BatchCounts = Record<string, Partial<Record<ImportAction, number>>>;
/** A run: its batches' counts by batch number (JSON keys). */
export type RunBatchCounts = Record<string, BatchCounts>;

const isAction = (action: string): action is ImportAction => (IMPORT_ACTIONS as readonly string[]).includes(action);

/** The counts of a batch's classified records (each its store and action). */
export function countActions(records: ReadonlyArray<{ sid: string; action: string | null }>): BatchCounts {
  const counts: BatchCounts = {};
  for (const { sid, action } of records) {
    if (action === null || !isAction(action)) continue;
    const store = (counts[sid] ??= {});
    store[action] = (store[action] ?? 0) + 1;
  }
  return counts;
}

/** A batch's counts with its light lines taken unchanged without a lookup (`light`: how many of each store). */
export function withLightUnchanged(counts: BatchCounts, light: ReadonlyArray<{ sid: string; n: number }>): BatchCounts {
  const next: BatchCounts = Object.fromEntries(Object.entries(counts).map(([sid, c]) => [sid, { ...c }]));
  for (const { sid, n } of light) {
    if (n <= 0) continue;
    const store = (next[sid] ??= {});
    store.unchanged = (store.unchanged ?? 0) + n;
  }
  return next;
}

/** A batch's counts once `moved` records (their store and action before) were rejected. */
export function moveToReject(counts: BatchCounts, moved: ReadonlyArray<{ sid: string; action: string }>): BatchCounts {
  const next: BatchCounts = Object.fromEntries(Object.entries(counts).map(([sid, c]) => [sid, { ...c }]));
  for (const { sid, action } of moved) {
    if (!isAction(action) || action === 'reject') continue;
    const store = (next[sid] ??= {});
    store[action] = Math.max(0, (store[action] ?? 0) - 1);
    store.reject = (store.reject ?? 0) + 1;
  }
  return next;
}

/** Whether a batch has records that would write a product (create or update). */
export const writesProducts = (counts: BatchCounts | undefined): boolean =>
  counts === undefined || Object.values(counts).some((c) => (c.create ?? 0) > 0 || (c.update ?? 0) > 0);

/** A run's counts per store as it keeps them (ImportStoreCounts without the store). */
export type StoreCounts = Record<string, { processed: number; nInserted: number; nModified: number; skipped: number }>;

/**
 * The batches of a run that write nothing (issue 26, an unchanged re-sync): no record to create or
 * update (their counts say so) and none to rehash. Without a batch's counts it is not one of them.
 */
export const quietBatches = (batches: readonly number[], counts: RunBatchCounts, rehash: readonly number[]): number[] =>
  batches.filter((n) => counts[String(n)] !== undefined && !writesProducts(counts[String(n)]) && !rehash.includes(n));

/** A run's counts per store once `batches`, which write nothing, are applied: each record processed and skipped. */
export function countQuiet(stores: StoreCounts, batches: readonly number[], counts: RunBatchCounts): { stores: StoreCounts; processed: number } {
  const next: StoreCounts = Object.fromEntries(Object.entries(stores).map(([sid, c]) => [sid, { ...c }]));
  let processed = 0;
  for (const n of batches)
    for (const [sid, c] of Object.entries(counts[String(n)] ?? {})) {
      const records = IMPORT_ACTIONS.reduce((sum, action) => sum + (c[action] ?? 0), 0);
      const store = (next[sid] ??= { processed: 0, nInserted: 0, nModified: 0, skipped: 0 });
      store.processed += records;
      store.skipped += records;
      processed += records;
    }
  return { stores: next, processed };
}

/** A run's totals per store, in store order. */
export function totalsPerStore(batches: RunBatchCounts): Array<{ sid: string } & Record<ImportAction, number>> {
  const stores = new Map<string, Record<ImportAction, number>>();
  for (const counts of Object.values(batches))
    for (const [sid, c] of Object.entries(counts)) {
      const total = stores.get(sid) ?? { create: 0, update: 0, unchanged: 0, reject: 0 };
      for (const action of IMPORT_ACTIONS) total[action] += c[action] ?? 0;
      stores.set(sid, total);
    }
  return [...stores.keys()].sort().map((sid) => ({ sid, ...stores.get(sid)! }));
}

/**
 * The first batches (in file order) that hold at least `limit` records of `action` between them: where
 * the plan's first examples of that action are (the check writes batches in the file's row order).
 */
export function batchesHolding(batches: RunBatchCounts, action: ImportAction, limit: number): number[] {
  const found: number[] = [];
  let held = 0;
  const order = Object.keys(batches).map(Number).sort((a, b) => a - b);
  for (const n of order) {
    if (held >= limit) break;
    const inBatch = Object.values(batches[String(n)]!).reduce((sum, c) => sum + (c[action] ?? 0), 0);
    if (inBatch === 0) continue;
    found.push(n);
    held += inBatch;
  }
  return found;
}
