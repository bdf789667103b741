import { batchesHolding, countActions, countQuiet, moveToReject, quietBatches, totalsPerStore, withLightUnchanged, writesProducts } from './import-batch-counts';

describe('import batch counts (issue 26: the dry run plans from counts kept per batch)', () => {
  it('When a batch is classified, then its records are counted per store and action, and unclassified ones are not', () => {
    expect(
      countActions([
        { sid: 'S1', action: 'create' },
        { sid: 'S1', action: 'create' },
        { sid: 'S2', action: 'unchanged' },
        { sid: 'S1', action: 'update' },
        { sid: 'S2', action: null },
      ]),
    ).toEqual({ S1: { create: 2, update: 1 }, S2: { unchanged: 1 } });
  });

  it('When a trusted batch’s light lines are counted (ADR 0044), then each store’s are added to its unchanged, and the counts given are not changed', () => {
    const classified = countActions([{ sid: 'S1', action: 'update' }, { sid: 'S1', action: 'unchanged' }]);
    expect(withLightUnchanged(classified, [{ sid: 'S1', n: 3 }, { sid: 'S2', n: 2 }, { sid: 'S3', n: 0 }])).toEqual({ S1: { update: 1, unchanged: 4 }, S2: { unchanged: 2 } });
    expect(classified).toEqual({ S1: { update: 1, unchanged: 1 } });
    expect(withLightUnchanged({}, [])).toEqual({});
  });

  it('When records are refused for a tag another product keeps, then each leaves its action for reject', () => {
    const counts = { S1: { create: 2, update: 1 }, S2: { update: 1 } };
    const moved = moveToReject(counts, [
      { sid: 'S1', action: 'create' },
      { sid: 'S2', action: 'update' },
    ]);
    expect(moved).toEqual({ S1: { create: 1, update: 1, reject: 1 }, S2: { update: 0, reject: 1 } });
    // The batch's counts before are left as they were.
    expect(counts.S1.create).toBe(2);
  });

  it('When a batch has nothing to create or update, then it writes no product (and one without counts may)', () => {
    expect(writesProducts({ S1: { unchanged: 20_000, reject: 3 } })).toBe(false);
    expect(writesProducts({ S1: { unchanged: 5 }, S2: { update: 1 } })).toBe(true);
    expect(writesProducts(undefined)).toBe(true);
  });

  it('When a run has several batches, then its totals per store add them up, in store order', () => {
    expect(totalsPerStore({ '0': { S2: { create: 2 }, S1: { unchanged: 1 } }, '1': { S2: { update: 1, reject: 1 } } })).toEqual([
      { sid: 'S1', create: 0, update: 0, unchanged: 1, reject: 0 },
      { sid: 'S2', create: 2, update: 1, unchanged: 0, reject: 1 },
    ]);
  });

  it('When the plan wants its first examples of an action, then the batches holding them are the first in file order with that action', () => {
    const run = { '10': { S1: { create: 4 } }, '2': { S1: { update: 3 } }, '0': { S1: { unchanged: 5 } }, '1': { S1: { create: 3, update: 1 } } };
    expect(batchesHolding(run, 'create', 5)).toEqual([1, 10]);
    expect(batchesHolding(run, 'create', 3)).toEqual([1]);
    expect(batchesHolding(run, 'update', 5)).toEqual([1, 2]);
    expect(batchesHolding(run, 'reject', 5)).toEqual([]);
  });

  it('When batches write nothing and hold nothing to rehash, then they are applied together, each record processed and skipped', () => {
    const counts = { '0': { S1: { unchanged: 3, reject: 1 } }, '1': { S1: { update: 1 } }, '2': { S2: { unchanged: 2 } }, '3': { S1: { unchanged: 4 } } };
    expect(quietBatches([0, 1, 2, 3, 4], counts, [3])).toEqual([0, 2]);
    const before = { S1: { processed: 5, nInserted: 1, nModified: 2, skipped: 2 } };
    expect(countQuiet(before, [0, 2], counts)).toEqual({
      stores: { S1: { processed: 9, nInserted: 1, nModified: 2, skipped: 6 }, S2: { processed: 2, nInserted: 0, nModified: 0, skipped: 2 } },
      processed: 6,
    });
    expect(before.S1.processed).toBe(5);
  });
});
