import { expectNoStackTrace, signTestToken, testClaims, testDatabaseTargets, useService, type TestDatabase } from '@hub/service-kit/testing';
import request from 'supertest';
import { createStocktakeService } from '../src';

async function insert(test: TestDatabase, merchant: string, id: string, sid: string, start: string, status = 'Submitted') {
  await test.db.query(
    `insert into stocktake.stocktakes (merchant_id, stocktake_id, sid, device_udid, tablet_id, start_time, counts, items, filters, user_name, status, missing_count, report_day)
     values ($1, $2, $3, 'UDID-1', 'TAB-1', $4, '{"total": 3}'::jsonb, '[{"rfidTag": "E200"}]'::jsonb, '{"itemType": "All"}'::jsonb, 'Somchai', $5, 1, ($4::timestamptz at time zone 'UTC')::date)`,
    [merchant, id, sid, start, status],
  );
}

describe.each(testDatabaseTargets())('svc-stocktake reports on %s', (target) => {
  const h = useService(target, createStocktakeService);
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;

  it('when the merchant has no stock-take that month, then the list is empty', async () => {
    const res = await request(h.app).get('/merchant/stocktake/reports?month=01-2026').set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', code: 'STR002', message: expect.any(String), data: [] });
  });

  it('when stock-takes exist, then only that month, that merchant, no MASTER, and the scope stores come back', async () => {
    await insert(h.test, 'DEMO', 'ST-1', 'BKK-SIAM', '2026-03-02T03:00:00Z');
    await insert(h.test, 'DEMO', 'ST-2', 'DXB-GOLDSOUK', '2026-03-31T23:59:00Z', 'Draft');
    await insert(h.test, 'DEMO', 'ST-3', 'BKK-SIAM', '2026-04-01T00:00:00Z');
    await insert(h.test, 'DEMO', 'ST-4', 'MASTER', '2026-03-05T00:00:00Z');
    await insert(h.test, 'ACME', 'ST-5', 'ACME-DXB-MALL', '2026-03-05T00:00:00Z');
    const res = await request(h.app).get('/merchant/stocktake/reports').query({ month: '03-2026' }).set('Authorization', admin);
    expect(res.body.data.map((s: { stocktakeId: string }) => s.stocktakeId)).toEqual(['ST-1', 'ST-2']);
    expect(res.body.data[0]).toMatchObject({ sid: 'BKK-SIAM', counts: { total: 3 }, missingCount: 1, status: 'Submitted', startTime: '2026-03-02T03:00:00.000Z' });

    const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] }))}`;
    const scoped = await request(h.app).get('/merchant/stocktake/reports?month=03-2026').set('Authorization', manager);
    expect(scoped.body.data.map((s: { stocktakeId: string }) => s.stocktakeId)).toEqual(['ST-1']);

    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    const other = await request(h.app).get('/merchant/stocktake/reports?month=03-2026').set('Authorization', acme);
    expect(other.body.data.map((s: { stocktakeId: string }) => s.stocktakeId)).toEqual(['ST-5']);
  });

  it.each(['', '2026-03', '13-2026', '3-2026'])('when the month is %p, then 400 IP100', async (month) => {
    const res = await request(h.app).get('/merchant/stocktake/reports').query({ month }).set('Authorization', admin);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP100');
    expectNoStackTrace(res.body);
  });

  it('when the role lacks the report permission, then 403 UAC114', async () => {
    const printing = `Bearer ${signTestToken(testClaims('PRINTING', 'DEMO'))}`;
    expect((await request(h.app).get('/merchant/stocktake/reports?month=03-2026').set('Authorization', printing)).status).toBe(403);
  });
});
