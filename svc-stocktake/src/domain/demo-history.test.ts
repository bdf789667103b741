import { demoHistory } from './demo-history';

const stores = ['A', 'B', 'C', 'D'].map((code) => ({ code, tags: { RING: [`${code}1`, `${code}2`, `${code}3`, `${code}4`, `${code}5`], BANGLE: [`${code}6`, `${code}7`] } }));

describe('the demo stock-take history (issue 12 item 11)', () => {
  const plans = demoHistory(stores, '2026-11-26');

  it('when it is planned for 60 days, then every store counts one item type a day, the type rotating', () => {
    expect(new Set(plans.map((p) => p.day)).size).toBe(60);
    expect(plans[0]).toMatchObject({ day: '2026-09-28', sid: 'A', stocktakeId: 'DEMO-20260928-A' });
    expect(new Set(plans.filter((p) => p.sid === 'A').map((p) => p.itemType))).toEqual(new Set(['RING', 'BANGLE']));
  });

  it('when today comes, then two stores are counting (Draft) and one has not started; one earlier day is partially scanned', () => {
    const today = plans.filter((p) => p.day === '2026-11-26');
    expect(today.map((p) => [p.sid, p.status])).toEqual([
      ['A', 'Draft'],
      ['B', 'Draft'],
      ['C', 'Submitted'],
    ]);
    expect(plans.filter((p) => p.day === '2026-11-21').map((p) => p.sid)).toEqual(['A', 'B', 'C']);
    expect(plans.filter((p) => p.day !== '2026-11-26' && p.status === 'Draft')).toEqual([]);
  });

  it('when the first store counts its first type in the last three weeks, then the same item is missed each time (likely missing)', () => {
    const recent = plans.filter((p) => p.sid === 'A' && p.itemType === 'BANGLE' && p.day >= '2026-11-05');
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(recent.every((p) => !p.tags.includes('A7'))).toBe(true);
  });

  it('when counts miss items, then some do and most do not, and a count always reads something', () => {
    const missing = plans.filter((p) => p.tags.length < stores[0]!.tags[p.itemType as 'RING']!.length);
    expect(missing.length).toBeGreaterThan(5);
    expect(missing.length).toBeLessThan(plans.length / 5);
    expect(plans.every((p) => p.tags.length > 0)).toBe(true);
  });

  it('never starts a count in the future: seeded before 03:00 UTC, today\'s counts start just before now, in store order', () => {
    const now = new Date('2026-11-26T01:30:00.000Z');
    const today = demoHistory(stores, '2026-11-26', 60, now).filter((p) => p.day === '2026-11-26');
    expect(today.length).toBeGreaterThan(0);
    for (const p of today) expect(Date.parse(p.startTime)).toBeLessThan(now.getTime());
    expect([...today.map((p) => p.startTime)].sort()).toEqual(today.map((p) => p.startTime));
    // Later in the day the plan's own times stand.
    const late = demoHistory(stores, '2026-11-26', 60, new Date('2026-11-26T20:00:00.000Z')).filter((p) => p.day === '2026-11-26');
    expect(late[0]!.startTime).toBe('2026-11-26T03:00:00.000Z');
  });
});
