import { yieldToOthers } from '@hub/service-kit';

/**
 * Items handled this many at a time on the service's thread, the event loop served between two turns:
 * a store of 50,000 products counted with few reads has 50,000 missing stock-take lines, which, made and
 * written as JSON at once, held every request of the hub for 200–450 ms (bench/import's second client,
 * issue 26 item 7). At 2,000 a turn, a turn's JSON (about 500 KB) and the collection it left still made
 * tasks of 40 ms and more on a loaded two-core machine (a CPU profile of the hub during bench/import).
 */
export const ITEMS_PER_TURN = 500;

/** `make` of `items`, `perTurn` at a time, in order. */
export async function inTurns<T, R>(items: readonly T[], make: (items: readonly T[]) => R[], perTurn = ITEMS_PER_TURN): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += perTurn) {
    if (i > 0) await yieldToOthers();
    for (const made of make(items.slice(i, i + perTurn))) out.push(made);
  }
  return out;
}

/** `items` as the text of one JSON array, in pieces of `perTurn` items (a body for FileStorage.put). */
export async function* jsonArrayInTurns(items: readonly unknown[], perTurn = ITEMS_PER_TURN): AsyncGenerator<string> {
  yield '[';
  for (let i = 0; i < items.length; i += perTurn) {
    if (i > 0) await yieldToOthers();
    yield (i > 0 ? ',' : '') + JSON.stringify(items.slice(i, i + perTurn)).slice(1, -1);
  }
  yield ']';
}
