import { EVENT_TYPES } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createStocktakeService } from '../src';

const STORES = [
  ['MASTER', 0, 0],
  ['BKK-SIAM', 13.746, 100.535],
  ['CNX-NIMMAN', 18.8, 98.967],
  ['DXB-GOLDSOUK', 25.27, 55.3],
] as const;

describe.each(testDatabaseTargets())('svc-stocktake calendar and map views on %s', (target) => {
  const h = useService(target, createStocktakeService, {
    setup: async (h) => {
      for (const [code, lat, lng] of STORES) {
        await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code, name: `${code} store`, tz: 'UTC', location: { lat, lng }, revision: 1 }));
      }
      await eventually('the store replicas', async () => (await h.test.db.query('select 1 from stocktake.store_replicas')).length === STORES.length);
      const count = (id: string, sid: string, day: string, status: string, missing: number) =>
        h.test.db.query(
          `insert into stocktake.stocktakes (merchant_id, stocktake_id, sid, device_udid, tablet_id, start_time, user_name, status, missing_count, report_day)
           values ('DEMO', $1, $2, 'U', 'T', ($3::date + time '09:00')::timestamptz, 'Ann', $4, $5, $3::date)`,
          [id, sid, day, status, missing],
        );
      // 2026-03-02: every store submitted, none missing; 03-03: one store missing 2; 03-04: one store still counting;
      // 03-05: two of three stores; 03-06: nothing; MASTER's count is never reported.
      for (const sid of ['BKK-SIAM', 'CNX-NIMMAN', 'DXB-GOLDSOUK']) await count(`A-${sid}`, sid, '2026-03-02', 'Submitted', 0);
      for (const sid of ['BKK-SIAM', 'CNX-NIMMAN', 'DXB-GOLDSOUK']) await count(`B-${sid}`, sid, '2026-03-03', 'Submitted', sid === 'CNX-NIMMAN' ? 2 : 0);
      await count('C-1', 'BKK-SIAM', '2026-03-04', 'Draft', 0);
      await count('C-2', 'CNX-NIMMAN', '2026-03-04', 'Submitted', 0);
      await count('C-3', 'DXB-GOLDSOUK', '2026-03-04', 'Submitted', 0);
      await count('D-1', 'BKK-SIAM', '2026-03-05', 'Submitted', 0);
      await count('D-2', 'CNX-NIMMAN', '2026-03-05', 'Submitted', 1);
      await count('M-1', 'MASTER', '2026-03-06', 'Draft', 9);
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;

  it('when the month is asked for every store, then each day has its section 4 status', async () => {
    const res = await request(h.app).get('/merchant/stocktake/calendar?month=03-2026&sid=All').set('Authorization', admin);
    expect(res.body).toMatchObject({ code: 'STR005', data: { month: '03-2026', activeLocations: 3 } });
    const days = res.body.data.days as { day: string; status: string; missing: number }[];
    expect(days).toHaveLength(31);
    expect(days.slice(0, 6).map((d) => [d.day, d.status, d.missing])).toEqual([
      ['2026-03-01', 'not-yet-started', 0],
      ['2026-03-02', 'submitted', 0],
      ['2026-03-03', 'submitted-missing', 2],
      ['2026-03-04', 'ongoing', 0],
      ['2026-03-05', 'partially-scanned', 1],
      ['2026-03-06', 'not-yet-started', 0],
    ]);
  });

  it('when one store is chosen, then its days compare with one location; a store-bound role outside it is refused', async () => {
    const res = await request(h.app).get('/merchant/stocktake/calendar?month=03-2026&sid=DXB-GOLDSOUK').set('Authorization', admin);
    expect(res.body.data.activeLocations).toBe(1);
    expect(res.body.data.days[4]).toMatchObject({ day: '2026-03-05', status: 'not-yet-started' });
    const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] }))}`;
    expect((await request(h.app).get('/merchant/stocktake/calendar?month=03-2026&sid=DXB-GOLDSOUK').set('Authorization', manager)).status).toBe(403);
    const own = await request(h.app).get('/merchant/stocktake/calendar?month=03-2026').set('Authorization', manager);
    expect(own.body.data.activeLocations).toBe(1);
    expect(own.body.data.days[3]).toMatchObject({ day: '2026-03-04', status: 'ongoing' });
  });

  it('when the map of a day is asked for, then every store but MASTER has its pin and last count', async () => {
    const res = await request(h.app).get('/merchant/stocktake/map?date=2026-03-04').set('Authorization', admin);
    // No tile service is configured here: the map is drawn on the outlines that ship with the app.
    expect(res.body.data.tiles).toBeNull();
    expect(res.body.code).toBe('STR006');
    expect(res.body.data.stores.map((s: { code: string; pin: string; last: { stocktakeId: string } | null }) => [s.code, s.pin, s.last?.stocktakeId])).toEqual([
      ['BKK-SIAM', 'O', 'C-1'],
      ['CNX-NIMMAN', 'S', 'C-2'],
      ['DXB-GOLDSOUK', 'S', 'C-3'],
    ]);
    expect(res.body.data.stores[0].location).toEqual({ lat: 13.746, lng: 100.535 });
    // Issue 28 item 5: the store's zone comes with it, so its last count's time is shown in it.
    expect(res.body.data.stores[0].tz).toBe('UTC');
    const later = await request(h.app).get('/merchant/stocktake/map?date=2026-03-06').set('Authorization', admin);
    expect(later.body.data.stores.map((s: { pin: string; last: { stocktakeId: string } }) => [s.pin, s.last.stocktakeId])).toEqual([
      ['N', 'D-1'],
      ['N', 'D-2'],
      ['N', 'C-3'],
    ]);
    const bad = await request(h.app).get('/merchant/stocktake/map?date=tomorrow').set('Authorization', admin);
    expect(bad.status).toBe(400);
  });

  it('when a month\'s totals are asked, then each store\'s submitted counts add up, and all stores\' too; drafts and MASTER are left out, counts not reconciled yet are pending', async () => {
    const figures = (missing: number, weight: number, value: number) =>
      JSON.stringify({ expected: 10, counted: 10 - missing, missing, misplaced: 0, unknown: 0, likelyMissing: 0, missingWeight: weight, missingValue: value, currency: 'THB', missingByKarat: [{ karat: '18K', count: missing, weight, value, currency: 'THB' }] });
    await h.test.db.query(`update stocktake.stocktakes set summary = $2::jsonb where stocktake_id = $1`, ['B-CNX-NIMMAN', figures(2, 7.5, 15_000)]);
    await h.test.db.query(`update stocktake.stocktakes set summary = $2::jsonb where stocktake_id = $1`, ['D-2', figures(1, 2.5, 5_000)]);
    await h.test.db.query(`update stocktake.stocktakes set version = 1 where stocktake_id = 'D-1'`);

    const res = await request(h.app).get('/merchant/stocktake/totals?month=03-2026&sid=All').set('Authorization', admin);
    expect(res.body).toMatchObject({ code: 'STR008', data: { month: '03-2026', pending: 1 } });
    const stores = res.body.data.stores as { sid: string; counts: number; missing: number; missingWeight: number; missingValues: unknown[]; byKarat: unknown[] }[];
    expect(stores.map((s) => [s.sid, s.counts, s.missing, s.missingWeight])).toEqual([
      ['BKK-SIAM', 2, 0, 0],
      ['CNX-NIMMAN', 4, 3, 10],
      ['DXB-GOLDSOUK', 3, 0, 0],
    ]);
    expect(stores[1]!.missingValues).toEqual([{ currency: 'THB', value: 20_000 }]);
    expect(stores[1]!.byKarat).toEqual([{ karat: '18K', count: 3, weight: 10, value: 20_000, currency: 'THB' }]);
    expect(res.body.data.total).toMatchObject({ counts: 9, missing: 3, missingWeight: 10, missingValues: [{ currency: 'THB', value: 20_000 }] });

    const one = await request(h.app).get('/merchant/stocktake/totals?month=03-2026&sid=DXB-GOLDSOUK').set('Authorization', admin);
    expect(one.body.data.stores.map((s: { sid: string }) => s.sid)).toEqual(['DXB-GOLDSOUK']);
    expect(one.body.data.total).toMatchObject({ counts: 3, missing: 0 });
    const other = await request(h.app).get('/merchant/stocktake/totals?month=04-2026&sid=All').set('Authorization', admin);
    expect(other.body.data).toMatchObject({ stores: [], pending: 0, total: { counts: 0 } });
  });

  it("when stores are added and deactivated within a month, then each day's status compares with the stores active that day (their periods kept from svc-auth's events), not with today's stores (issue 29 item 4)", async () => {
    // ACME: A1, A2, A3 from March; A4 added on 10 April, A2 deactivated on 15 April; N1, N2, N3 added today.
    const storeEvent = (type: typeof EVENT_TYPES.STORE_CREATED | typeof EVENT_TYPES.STORE_DELETED, code: string, revision: number, at?: string) => {
      const data = type === EVENT_TYPES.STORE_DELETED ? { code, revision } : { code, name: `${code} store`, tz: 'Asia/Bangkok', location: null, revision };
      return h.deps.bus.publish(createEvent(type, 'ACME', data as never, at ? new Date(at) : undefined));
    };
    for (const code of ['A1', 'A2', 'A3']) await storeEvent(EVENT_TYPES.STORE_CREATED, code, 1, '2026-03-25T03:00:00Z');
    await storeEvent(EVENT_TYPES.STORE_CREATED, 'A4', 1, '2026-04-10T03:00:00Z'); // 10:00 in Bangkok
    await storeEvent(EVENT_TYPES.STORE_DELETED, 'A2', 2, '2026-04-15T05:00:00Z');
    for (const code of ['N1', 'N2', 'N3']) await storeEvent(EVENT_TYPES.STORE_CREATED, code, 1);
    await eventually('the periods', async () => (await h.test.db.query(`select 1 from stocktake.store_active_periods where merchant_id = 'ACME'`)).length === 7);
    await eventually('A2 deactivated', async () => (await h.test.db.query(`select 1 from stocktake.store_replicas where merchant_id = 'ACME' and code = 'A2' and not active`)).length === 1);
    const count = (sids: readonly string[], day: string, status = 'Submitted', missing = 0) =>
      Promise.all(
        sids.map((sid) =>
          h.test.db.query(
            `insert into stocktake.stocktakes (merchant_id, stocktake_id, sid, device_udid, tablet_id, start_time, user_name, status, missing_count, report_day)
             values ('ACME', $1, $2, 'U', 'T', ($3::date + time '03:00')::timestamptz, 'Ann', $4, $5, $3::date)`,
            [`H-${sid}-${day}`, sid, day, status, missing],
          ),
        ),
      );
    await count(['A1', 'A2', 'A3'], '2026-04-02'); // every store of the day: submitted
    await count(['A1', 'A2'], '2026-04-03'); // A3 did not count: partially scanned
    await count(['A1', 'A2', 'A3'], '2026-04-11'); // A4 (added the day before) did not: partially scanned
    await count(['A1', 'A2', 'A3'], '2026-04-12');
    await count(['A4'], '2026-04-12', 'Submitted', 3); // every store, 3 missing: submitted-missing
    await count(['A1', 'A3', 'A4'], '2026-04-16'); // A2 gone: every store of the day, submitted
    await count(['A1'], '2026-04-17', 'Draft'); // ongoing

    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    const res = await request(h.app).get('/merchant/stocktake/calendar?month=04-2026&sid=All').set('Authorization', acme);
    expect(res.body).toMatchObject({ code: 'STR005', data: { month: '04-2026', activeLocations: 6 } }); // today: A1, A3, A4, N1-N3
    const days = res.body.data.days as { day: string; status: string; activeLocations: number; missing: number }[];
    expect([2, 3, 4, 9, 10, 11, 12, 15, 16, 17].map((d) => [days[d - 1]!.day, days[d - 1]!.status, days[d - 1]!.activeLocations])).toEqual([
      ['2026-04-02', 'submitted', 3],
      ['2026-04-03', 'partially-scanned', 3],
      ['2026-04-04', 'not-yet-started', 3],
      ['2026-04-09', 'not-yet-started', 3],
      ['2026-04-10', 'not-yet-started', 4],
      ['2026-04-11', 'partially-scanned', 4],
      ['2026-04-12', 'submitted-missing', 4],
      ['2026-04-15', 'not-yet-started', 3],
      ['2026-04-16', 'submitted', 3],
      ['2026-04-17', 'ongoing', 3],
    ]);
    // The deactivated store keeps its own calendar: counted on the 2nd, gone from the 15th.
    const a2 = await request(h.app).get('/merchant/stocktake/calendar?month=04-2026&sid=A2').set('Authorization', acme);
    expect([2, 14, 15].map((d) => [a2.body.data.days[d - 1].status, a2.body.data.days[d - 1].activeLocations])).toEqual([
      ['submitted', 1],
      ['not-yet-started', 1],
      ['not-yet-started', 0],
    ]);
  });
});
