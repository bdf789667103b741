import { DEFAULT_REPORT_ITEM_FIELDS, type EventEnvelope } from '@hub/contracts';
import type { FileStorage, ServiceEventing } from '@hub/service-kit';
import { mergeReads } from '../counts/merge-reads';
import { DEMO_TABLETS, demoHistory } from '../domain/demo-history';
import { TABLET_HARDWARE } from '../domain/licence';
import { configSavedEvent } from '../events/config-saved';
import { licenceChangedEvents } from '../events/licence-events';
import { insertDeviceType } from './devices';
import { readConfig, writeConfig } from './configs';
import { countForUpdate, touchTablet } from './counts';

export const DEMO_SEED_USER = 'demo-seed';

export interface DemoStocktakeMerchant {
  merchantId: string;
  /** Licensed tablets. */
  tablets: number;
}

/** A demo merchant's stores with their tags by item type: what its history of counts reads. */
export interface DemoHistoryStore {
  code: string;
  tz: string | null;
  tags: Readonly<Record<string, readonly string[]>>;
}

/** The demo's device types (device management): its tablets, their readers and a label printer. */
const DEMO_DEVICE_TYPES = [
  { name: 'Tablet', quantity: (tablets: number) => tablets, active: true },
  { name: 'Handheld RFID reader', quantity: (tablets: number) => tablets, active: true },
  { name: 'RFID label printer', quantity: () => 1, active: true },
  { name: 'Fixed RFID gate', quantity: () => 0, active: false },
];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's stock-take setup (issue 12 item 11), only for a merchant that has no licence yet: a
 * tablet licence in force, the stock-take and report configs, and its first tablets.
 */
export async function seedDemoStocktakeSetup(eventing: ServiceEventing, merchants: readonly DemoStocktakeMerchant[], today: string = new Date().toISOString().slice(0, 10)): Promise<void> {
  for (const merchant of merchants) {
    await eventing.transaction(async (tx, emit) => {
      const [held] = await tx.query(`select 1 from stocktake.licences where merchant_id = $1 limit 1`, [merchant.merchantId]);
      if (held) return;
      const licences = await tx.query<{ id: string }>(
        `insert into stocktake.licences (merchant_id, type, hardware_type, quantity, start_date, end_date, created_by) values ($1, 'SUBSCRIPTION', $2, $3, $4::date, $5::date, $6) returning id::text as id`,
        [merchant.merchantId, TABLET_HARDWARE, merchant.tablets, addDays(today, -90), addDays(today, 275), DEMO_SEED_USER],
      );
      await emit(await licenceChangedEvents(tx, licences.map((l) => l.id)));
      if (!(await readConfig(tx, merchant.merchantId, 'stocktake'))) {
        await emit(configSavedEvent(merchant.merchantId, 'stocktake', await writeConfig(tx, merchant.merchantId, 'stocktake', { filterFields: ['itemType', 'karat'], showExpectedCount: true }, DEMO_SEED_USER)));
      }
      if (!(await readConfig(tx, merchant.merchantId, 'report'))) {
        await emit(configSavedEvent(merchant.merchantId, 'report', await writeConfig(tx, merchant.merchantId, 'report', { itemFields: DEFAULT_REPORT_ITEM_FIELDS, likelyMissingAfter: 2 }, DEMO_SEED_USER)));
      }
      for (const tablet of DEMO_TABLETS.slice(0, merchant.tablets)) await touchTablet(tx, merchant.merchantId, tablet, `UDID-${tablet}`);
      for (const device of DEMO_DEVICE_TYPES) await insertDeviceType(tx, merchant.merchantId, { ...device, quantity: device.quantity(merchant.tablets) });
    });
  }
}

/**
 * A demo merchant's history of counts over `days` days (issue 12 item 11), saved exactly as tablets
 * save them (svc-catalog then reconciles each from its events), a day per transaction; a count that
 * exists already is left as it is. Answers the counts saved.
 */
export async function seedDemoStocktakeHistory(
  eventing: ServiceEventing,
  storage: FileStorage,
  merchantId: string,
  stores: readonly DemoHistoryStore[],
  days: number,
  today: string = new Date().toISOString().slice(0, 10),
  now: Date = new Date(),
): Promise<number> {
  const tz = new Map(stores.map((s) => [s.code, s.tz ?? 'UTC']));
  const plans = demoHistory(stores, today, days, now);
  let saved = 0;
  for (const day of [...new Set(plans.map((p) => p.day))]) {
    saved += await eventing.transaction(async (tx, emit) => {
      const events: EventEnvelope[] = [];
      for (const plan of plans.filter((p) => p.day === day)) {
        if (await countForUpdate(tx, merchantId, plan.stocktakeId)) continue;
        const save = {
          stocktakeId: plan.stocktakeId,
          sid: plan.sid,
          deviceUdid: `UDID-${plan.tabletId}`,
          tabletId: plan.tabletId,
          startTime: new Date(plan.startTime),
          filters: { itemType: plan.itemType },
          userName: plan.userName,
          counts: { scanned: plan.tags.length },
          tags: [...plan.tags],
          status: plan.status,
          update: false,
        };
        const merged = await mergeReads(tx, storage, merchantId, save, null, tz.get(plan.sid) ?? 'UTC');
        if (merged) events.push(merged.event);
      }
      await emit(events);
      return events.length;
    });
  }
  return saved;
}
