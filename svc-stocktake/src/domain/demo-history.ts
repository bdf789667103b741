import type { StocktakeStatus } from '@hub/contracts';

/**
 * The demo merchant's stock-take history (issue 12 item 11): every store counts one item type a day
 * (a cycle count, the type rotating), over `days` days up to today. Some counts miss items, the
 * items of one store go missing two days in a row (likely missing), one day is partially scanned
 * (one store did not count), and today two stores are still counting (Draft) while one has not started.
 */

export interface DemoCountPlan {
  stocktakeId: string;
  sid: string;
  /** YYYY-MM-DD */
  day: string;
  startTime: string;
  itemType: string;
  tags: string[];
  status: StocktakeStatus;
  tabletId: string;
  userName: string;
}

export const DEMO_TABLETS = ['TAB-01', 'TAB-02', 'TAB-03'];
const COUNTERS = ['Somchai', 'Malee', 'Aisha', 'Wei'];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** How many of a count's items are not read: none most days, one or two on some (about one count in 17). */
function missedOn(dayIndex: number, storeIndex: number): number {
  return (dayIndex * 3 + storeIndex * 5) % 17 === 0 ? 1 + (dayIndex % 2) : 0;
}

export function demoHistory(stores: readonly { code: string; tags: Readonly<Record<string, readonly string[]>> }[], today: string, days = 60, now?: Date): DemoCountPlan[] {
  // Today's counts start at 03:00 UTC and on; seeded earlier in the day, they start just before now
  // instead (a count never starts in the future), in the same order.
  const startOf = (day: string, storeIndex: number): string => {
    const planned = `${day}T${String(3 + storeIndex).padStart(2, '0')}:00:00.000Z`;
    if (!now || Date.parse(planned) <= now.getTime()) return planned;
    const earlier = Math.max(Date.parse(`${day}T00:00:00.000Z`), now.getTime() - (stores.length - storeIndex) * 1000);
    return new Date(earlier).toISOString();
  };
  const plans: DemoCountPlan[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const dayIndex = days - 1 - back;
    stores.forEach((store, storeIndex) => {
      if (back === 5 && storeIndex === stores.length - 1) return; // a partially scanned day
      if (back === 0 && storeIndex === stores.length - 1) return; // not started yet today
      const types = Object.keys(store.tags).filter((t) => (store.tags[t]?.length ?? 0) > 0).sort();
      if (types.length === 0) return;
      const itemType = types[(dayIndex + storeIndex) % types.length]!;
      const all = store.tags[itemType]!;
      // In the first store the last item of its first type goes missing for good three weeks before
      // the end: missed by the counts of that type from then on, it reads as likely missing.
      const gone = back <= 21 && storeIndex === 0 && itemType === types[0] ? 1 : 0;
      const missed = Math.min(all.length - 1, missedOn(dayIndex, storeIndex) + gone);
      plans.push({
        stocktakeId: `DEMO-${day.replace(/-/g, '')}-${store.code}`,
        sid: store.code,
        day,
        startTime: startOf(day, storeIndex),
        itemType,
        tags: all.slice(0, all.length - missed),
        status: back === 0 && storeIndex < 2 ? 'Draft' : 'Submitted',
        tabletId: DEMO_TABLETS[storeIndex % DEMO_TABLETS.length]!,
        userName: COUNTERS[storeIndex % COUNTERS.length]!,
      });
    });
  }
  return plans;
}
