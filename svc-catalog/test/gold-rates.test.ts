import { goldValue, type GoldRate } from '@hub/contracts';
import { expectNoStackTrace, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { bearer, useCatalogService } from './harness';

describe.each(testDatabaseTargets())('svc-catalog gold rates on %s', (target) => {
  const admin = bearer('ADMIN');
  const acmeAdmin = bearer('ADMIN', 'ACME');
  const user = bearer('USER', 'DEMO', { stores: ['BKK-SIAM'] });
  const h = useCatalogService(target);

  /** A rate in THB unless the body says otherwise. */
  const post = (body: object, auth = admin) =>
    request(h.app).post('/merchant/gold-rates').set('Authorization', auth).send({ currency: 'THB', ...body });
  const current = async (query = '', auth = admin): Promise<GoldRate[]> =>
    (await request(h.app).get(`/merchant/gold-rates${query}`).set('Authorization', auth)).body.data;

  it('when rates are entered over several days, then the rate in force per type is the newest on or before the day, and the history keeps all', async () => {
    expect(
      (await post({ goldType: '22K', grams: 15.244, displayRate: 40_500, effectiveDate: '2026-11-01' }))
        .status,
    ).toBe(201);
    await post({ goldType: '22K', grams: 15.244, displayRate: 41_000, effectiveDate: '2026-11-20' });
    await post({ goldType: '18K', grams: 1, displayRate: 2_150.5, effectiveDate: '2026-11-10' });
    const future = await post({
      goldType: '22K',
      grams: 15.244,
      displayRate: 99_999,
      effectiveDate: '2099-01-01',
    });
    expect(future.body).toMatchObject({
      status: 'success',
      code: 'GR000',
      data: { goldType: '22K', currency: 'THB', effectiveDate: '2099-01-01' },
    });

    const onDay = await current('?date=2026-11-21');
    expect(onDay.map((r) => [r.goldType, r.displayRate, r.effectiveDate])).toEqual([
      ['22K', 41_000, '2026-11-20'],
      ['18K', 2_150.5, '2026-11-10'],
    ]);
    expect(onDay[0]!.ratePerGram).toBe(2689.5828);
    expect((await current('?date=2026-11-05')).map((r) => r.displayRate)).toEqual([40_500]);
    expect(goldValue('22K', 10, onDay, 'THB')).toBe(26895.83);

    const history = await request(h.app)
      .get('/merchant/gold-rates/history?goldType=22K&pageSize=2')
      .set('Authorization', admin);
    expect(history.body.data.total).toBe(3);
    expect(history.body.data.rows.map((r: GoldRate) => r.effectiveDate)).toEqual([
      '2099-01-01',
      '2026-11-20',
    ]);
  });

  it('when a rate is invalid, then 400 IP100 and nothing is stored; bad dates answer the same', async () => {
    for (const body of [
      { goldType: '25K', grams: 1, displayRate: 1 },
      { goldType: '22K', grams: 0, displayRate: 1 },
      { goldType: '22K', grams: 1, displayRate: 1, effectiveDate: '2026-13-01' },
      { goldType: '22K', grams: 1, displayRate: 1, currency: 'thb' },
      { goldType: '22K', grams: 1, displayRate: 1, currency: 'XYZ' },
      { goldType: '22K', grams: 1, displayRate: 1, currency: null },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('IP100');
      expectNoStackTrace(res.body);
    }
    expect(
      (await request(h.app).get('/merchant/gold-rates?date=yesterday').set('Authorization', admin)).status,
    ).toBe(400);
    const total = await request(h.app).get('/merchant/gold-rates/history').set('Authorization', admin);
    expect(total.body.data.total).toBe(4);
  });

  it('when a user without the gold-rate permissions asks, then 403 for history and new rates; current rates are readable; ACME sees none of DEMO', async () => {
    expect((await post({ goldType: '22K', grams: 1, displayRate: 1 }, user)).status).toBe(403);
    expect(
      (await request(h.app).get('/merchant/gold-rates/history').set('Authorization', user)).body.code,
    ).toBe('UAC114');
    expect((await current('?date=2026-11-21', user)).length).toBe(2);
    expect(await current('?date=2026-11-21', acmeAdmin)).toEqual([]);
  });

  it('when rates are entered in several currencies, then each currency has its own rates in force and history, and a rate values only items in its currency', async () => {
    await post({ goldType: '22K', grams: 1, displayRate: 250, currency: 'AED', effectiveDate: '2026-11-15' });
    await post({ goldType: '22K', grams: 1, displayRate: 260, currency: 'AED', effectiveDate: '2026-11-18' });
    await post({ goldType: '24K', grams: 1, displayRate: 650, currency: 'CNY', effectiveDate: '2026-11-18' });
    const all = await current('?date=2026-11-21');
    expect(all.map((r) => [r.currency, r.goldType, r.displayRate])).toEqual([
      ['AED', '22K', 260],
      ['CNY', '24K', 650],
      ['THB', '22K', 41_000],
      ['THB', '18K', 2_150.5],
    ]);
    const aed = await current('?date=2026-11-21&currency=AED');
    expect(aed.map((r) => [r.currency, r.goldType, r.displayRate])).toEqual([['AED', '22K', 260]]);
    expect(goldValue('22K', 10, aed, 'AED')).toBe(2600);
    expect(goldValue('22K', 10, aed, 'THB')).toBeNull();
    expect(goldValue('18K', 10, all, 'AED')).toBeNull();
    expect((await request(h.app).get('/merchant/gold-rates?currency=baht').set('Authorization', admin)).status).toBe(400);

    const history = await request(h.app).get('/merchant/gold-rates/history?currency=AED').set('Authorization', admin);
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.rows.map((r: GoldRate) => [r.currency, r.displayRate])).toEqual([
      ['AED', 260],
      ['AED', 250],
    ]);
    const audit = h.events.filter((e) => e.type.includes('audit')).map((e) => (e.data as { details?: { currency?: string } }).details?.currency);
    expect(audit).toEqual(expect.arrayContaining(['AED', 'CNY', 'THB']));
  });
});
