import { EVENT_TYPES, parseEventOf, type EventEnvelope, type StocktakeLine } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { insertGoldRate } from '../src/db/gold-rates';
import { insertProducts, type NewProduct } from '../src/db/products';
import { productsByTags, scopeProducts } from '../src/db/stocktake-reconcile';
import { missingLines } from '../src/domain/stocktake-lines';
import { useCatalogService } from './harness';

const product = (sid: string, code: string, tag: string | null, itemType: string, fields: Record<string, unknown> = {}, active = true): NewProduct => ({
  sid,
  productCode: code,
  rfidTag: tag,
  designNumber: null,
  itemType,
  itemStatus: null,
  active,
  imageName: [],
  isMapped: tag !== null,
  printingStatus: 'NOT_PRINTED',
  fields,
});

const KEY = '7b0d1f00-0000-4000-8000-000000000001';

describe.each(testDatabaseTargets())('svc-catalog reconciles a stock-take count (issue 12) on %s', (target) => {
  const h = useCatalogService(target, async (h) => {
    await insertProducts(h.test.db, 'DEMO', [
      product('BKK-SIAM', 'R1', 'e2000001', 'Ring', { karat: '18K', netWeight: 3.5, currency: 'THB' }),
      product('BKK-SIAM', 'R2', 'E2000002', 'Ring', { karat: '18K', netWeight: 4.25, currency: 'THB' }),
      product('BKK-SIAM', 'R3', 'E2000003', 'Ring', { karat: '22K', netWeight: 7.622, currency: 'THB' }),
      product('BKK-SIAM', 'N1', 'E2000004', 'Necklace', { karat: '18K', netWeight: 10, currency: 'THB' }),
      product('BKK-SIAM', 'R4', null, 'Ring'),
      product('BKK-SIAM', 'R5', 'E2000005', 'Ring', {}, false),
      product('DXB-GOLDSOUK', 'D1', 'E3000001', 'Ring', { karat: '21K', netWeight: 5, currency: 'AED' }),
    ]);
    await insertProducts(h.test.db, 'ACME', [product('ACME-DXB-MALL', 'A1', 'E2000002', 'Ring')]);
    await insertGoldRate(h.test.db, 'DEMO', { goldType: '18K', grams: 1, displayRate: 2400, currency: 'THB', effectiveDate: '2026-11-01' }, 'test');
    await insertGoldRate(h.test.db, 'DEMO', { goldType: '22K', grams: 15.244, displayRate: 44000, currency: 'THB', effectiveDate: '2026-11-01' }, 'test');
    await insertGoldRate(h.test.db, 'DEMO', { goldType: '18K', grams: 1, displayRate: 9999, currency: 'THB', effectiveDate: '2026-12-01' }, 'test');
  });

  const reconcile = async (version: number, status: 'Draft' | 'Submitted', tags: string[], filters: Record<string, unknown> = { itemType: 'Ring' }) => {
    const readsKey = `stocktake/DEMO/${KEY}/reads-v${version}.json`;
    await h.deps.storage!.put(readsKey, [JSON.stringify(tags)]);
    await h.deps.bus.publish(
      createEvent(EVENT_TYPES.STOCKTAKE_COUNT_CHANGED, 'DEMO', { stocktakeKey: KEY, stocktakeId: 'ST-1', sid: 'BKK-SIAM', filters, status, version, readsKey, day: '2026-11-26' }),
    );
    const ofVersion = (e: EventEnvelope) => e.type === EVENT_TYPES.STOCKTAKE_RECONCILED && parseEventOf(EVENT_TYPES.STOCKTAKE_RECONCILED, e).data.version === version;
    await eventually(`version ${version} reconciled`, () => h.events.some(ofVersion));
    const { data } = parseEventOf(EVENT_TYPES.STOCKTAKE_RECONCILED, h.events.find(ofVersion));
    let text = '';
    for await (const chunk of await h.deps.storage!.read(data.resultKey)) text += String(chunk);
    return { summary: data.summary, lines: JSON.parse(text) as StocktakeLine[] };
  };

  it('when a draft count is reconciled, then its tags are counted, misplaced or unknown and the scope\'s unread products are missing with gold at the day\'s rate', async () => {
    const { summary, lines } = await reconcile(1, 'Draft', ['E2000001', 'E3000001', 'E9999999']);
    expect(lines.map((l) => [l.kind, l.productCode ?? l.rfidTag])).toEqual([
      ['counted', 'R1'],
      ['misplaced', 'D1'],
      ['unknown', 'E9999999'],
      ['missing', 'R2'],
      ['missing', 'R3'],
    ]);
    // Rings of the store that are active and tagged: R1, R2, R3 (R4 has no tag, R5 is inactive; N1 is no ring).
    expect(summary).toMatchObject({ expected: 3, counted: 1, missing: 2, misplaced: 1, unknown: 1, missingWeight: 11.872, missingValue: 10_200 + 22_000, currency: 'THB' });
    expect(await h.test.db.query('select 1 from catalog.stocktake_history')).toHaveLength(0);
  });

  it('when the count is submitted with every filter at "All", then the whole store is its scope and each product\'s history records it', async () => {
    const { summary } = await reconcile(2, 'Submitted', ['E2000001', 'E2000002', 'E3000001'], {});
    expect(summary).toMatchObject({ expected: 4, counted: 2, missing: 2, misplaced: 1, unknown: 0 });
    const history = await h.test.db.query<{ product_code: string; result: string; sid: string }>(
      `select p.product_code, h.result, h.sid from catalog.stocktake_history h join catalog.products p on p.id = h.product_id order by p.product_code`,
    );
    expect(history).toEqual([
      { product_code: 'D1', result: 'misplaced', sid: 'BKK-SIAM' },
      { product_code: 'N1', result: 'missing', sid: 'BKK-SIAM' },
      { product_code: 'R1', result: 'counted', sid: 'BKK-SIAM' },
      { product_code: 'R2', result: 'counted', sid: 'BKK-SIAM' },
      { product_code: 'R3', result: 'missing', sid: 'BKK-SIAM' },
    ]);
    const seen = await h.test.db.query<{ product_code: string }>(`select product_code from catalog.products where last_seen_at is not null order by product_code`);
    expect(seen.map((r) => r.product_code)).toEqual(['D1', 'R1', 'R2']);
    // ACME's product with the same tag is never touched.
    expect(await h.test.db.query(`select 1 from catalog.products where merchant_id = 'ACME' and last_seen_at is not null`)).toHaveLength(0);
  });

  it('when a late batch is reconciled again, then the history holds one entry per product for the count', async () => {
    await reconcile(3, 'Submitted', ['E2000001', 'E2000002', 'E3000001', 'E2000003'], {});
    const rows = await h.test.db.query<{ result: string; n: string }>(`select result, count(*) as n from catalog.stocktake_history group by result order by result`);
    expect(rows.map((r) => [r.result, Number(r.n)])).toEqual([
      ['counted', 3],
      ['misplaced', 1],
      ['missing', 1],
    ]);
  });

  it('when products of the store outside the count\'s scope are read (a necklace in a count of rings, an inactive ring), then they are out of scope: not counted, not expected (issue 28 item 5)', async () => {
    const { summary, lines } = await reconcile(4, 'Draft', ['E2000001', 'E2000004', 'E2000005', 'E3000001']);
    expect(lines.map((l) => [l.kind, l.productCode])).toEqual([
      ['counted', 'R1'],
      ['outOfScope', 'N1'],
      ['outOfScope', 'R5'],
      ['misplaced', 'D1'],
      ['missing', 'R2'],
      ['missing', 'R3'],
    ]);
    expect(summary).toMatchObject({ expected: 3, counted: 1, outOfScope: 2, missing: 2, misplaced: 1, unknown: 0 });
  });

  it('when products name their karat, weight and currency in another case or with blanks among many other fields, then their lines are those of their whole fields', async () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, `value ${i}`]));
    const fields = [
      { ...many, ' KARAT ': '18K', NetWeight: '2.5', Currency: 'thb', price: 99 },
      { ...many, Kt: '22K', '\tgrossweight': 7, currencyCode: 'THB', goldWeight: 0 },
      { ...many, 'Kärat': '18K', weight: 3, 'währung': 'THB' },
      { karat: '18K', 'udf.netWeight': 5, currency: 'THB' },
      many,
      {},
    ];
    await insertProducts(h.test.db, 'LINES', fields.map((f, i) => product('LINES-1', `L${i}`, `E40000${i}`, 'Ring', f)));
    const rates = [{ goldType: '18K' as const, grams: 1, displayRate: 2400, currency: 'THB' }, { goldType: '22K' as const, grams: 1, displayRate: 2900, currency: 'THB' }];
    const whole = missingLines(fields.map((f, i) => ({ productCode: `L${i}`, rfidTag: `E40000${i}`, sid: 'LINES-1', designNumber: null, itemType: 'Ring', fields: f })), rates);
    const read = await productsByTags(h.test.db, 'LINES', fields.map((_, i) => `E40000${i}`));
    const { missing } = await scopeProducts(h.test.db, 'LINES', 'LINES-1', [], []);
    const byCode = <T extends { productCode: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.productCode.localeCompare(b.productCode));
    expect(missingLines(byCode(read), rates)).toEqual(whole);
    expect(missingLines(byCode(missing), rates)).toEqual(whole);
    // What was read of them is the line's fields only (and any key a blank or case cannot tell).
    expect(byCode(missing)[0]!.fields).toEqual({ ' KARAT ': '18K', NetWeight: '2.5', Currency: 'thb' });
    expect(byCode(missing)[2]!.fields).toEqual({ 'Kärat': '18K', weight: 3, 'währung': 'THB' });
    expect(whole.filter((l) => l.value !== null)).toHaveLength(2);
  });
});
