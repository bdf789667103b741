import { inTurns, jsonArrayInTurns } from './in-turns';

const collect = async (pieces: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
};

describe('work in turns on the service thread', () => {
  it('when items are made in turns, then the answer is every item made, in order, one turn at a time', async () => {
    const turns: number[][] = [];
    const made = await inTurns([1, 2, 3, 4, 5], (items) => (turns.push([...items]), items.map((n) => n * 10)), 2);
    expect(made).toEqual([10, 20, 30, 40, 50]);
    expect(turns).toEqual([[1, 2], [3, 4], [5]]);
    expect(await inTurns([], () => [1], 2)).toEqual([]);
  });

  it('when items are written as JSON in turns, then the pieces join into the array, whatever the turn', async () => {
    const items = [{ kind: 'missing', code: 'P1', value: 1.5 }, { kind: 'counted', code: 'P,2', value: null }, { kind: 'missing', code: '"P3"', value: 0 }];
    for (const perTurn of [1, 2, 3, 10]) expect(JSON.parse((await collect(jsonArrayInTurns(items, perTurn))).join(''))).toEqual(items);
    expect(await collect(jsonArrayInTurns(items, 2))).toHaveLength(4);
    expect((await collect(jsonArrayInTurns([], 2))).join('')).toBe('[]');
  });

  it('when a turn ends, then what waits on the event loop runs before the next', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting'));
    await inTurns([1, 2, 3], (items) => (order.push(`turn ${items[0]}`), [...items]), 1);
    expect(order).toEqual(['turn 1', 'waiting', 'turn 2', 'turn 3']);
  });
});
