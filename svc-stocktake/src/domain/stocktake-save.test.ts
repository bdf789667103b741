import { normaliseTag } from '@hub/contracts';
import { checkStocktakeSave, nextStatus, scopeFilters, tagsOf } from './stocktake-save';

const data = () => ({
  stocktakeId: 'ST-1',
  sid: 'BKK01',
  deviceUdid: 'UDID-1',
  tabletId: 'TAB-1',
  startTime: '2026-11-26T09:00:00Z',
  filters: { itemType: 'All' },
  userName: 'somchai',
  counts: { scanned: 2 },
  items: ['e2801160600002', { rfidTag: 'E2801160600003' }],
});

describe('stock-take save (spec section 5 "Stock-take save"; section 8 STR100–STR110)', () => {
  it('when the body has no data, then STR100', () => {
    expect(checkStocktakeSave({})).toMatchObject({ ok: false, code: 'STR100' });
    expect(checkStocktakeSave(null)).toMatchObject({ ok: false, code: 'STR100' });
    expect(checkStocktakeSave({ data: [] })).toMatchObject({ ok: false, code: 'STR100' });
  });

  it.each([
    ['stocktakeId', 'STR101'],
    ['filters', 'STR102'],
    ['userName', 'STR103'],
    ['deviceUdid', 'STR104'],
    ['tabletId', 'STR105'],
    ['startTime', 'STR106'],
    ['counts', 'STR107'],
    ['items', 'STR108'],
  ])('when %s is missing, then %s', (field, code) => {
    const body = { data: { ...data(), [field]: undefined } };
    expect(checkStocktakeSave(body)).toMatchObject({ ok: false, code });
    expect(checkStocktakeSave({ data: { ...data(), [field]: '  ' } })).toMatchObject({ ok: false, code });
  });

  it('when several parts are missing, then the first in catalogue order answers', () => {
    expect(checkStocktakeSave({ data: { userName: 'x' } })).toMatchObject({ code: 'STR101' });
  });

  it.each([
    ['startTime', 'yesterday'],
    ['filters', 'All'],
    ['counts', [1, 2]],
    ['items', 'E280'],
    ['items', [42]],
    ['items', ['x'.repeat(200)]],
    ['items', Array.from({ length: 20_001 }, (_, i) => `E${i}`)],
    ['sid', undefined],
    ['status', 'Closed'],
  ])('when %s is of the wrong shape (%j), then STR110', (field, value) => {
    expect(checkStocktakeSave({ data: { ...data(), [field]: value } })).toMatchObject({ ok: false, code: 'STR110', field });
  });

  it('when every part is there, then the save is read with distinct normalised tags, Draft by default, no update', () => {
    const check = checkStocktakeSave({ data: { ...data(), items: ['e2801160600002', 'E2801160600002 ', { rfidTag: 'SKU-ASCII-1' }] } });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.save.tags).toEqual(['E2801160600002', 'SKU-ASCII-1']);
    expect(check.save.status).toBe('Draft');
    expect(check.save.update).toBe(false);
    expect(check.save.startTime.toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });

  it('when the tablet names the store __sid (the audit item) and sends the update flag, then both are read', () => {
    const { sid, ...rest } = data();
    const check = checkStocktakeSave({ data: { ...rest, __sid: sid, status: 'submitted' }, update: true });
    expect(check).toMatchObject({ ok: true, save: { sid: 'BKK01', status: 'Submitted', update: true } });
  });

  it('when an empty list of items is sent (nothing read yet), then it is accepted', () => {
    expect(checkStocktakeSave({ data: { ...data(), items: [] } })).toMatchObject({ ok: true, save: { tags: [] } });
  });
});

describe('tags, status and filters', () => {
  it('when a hex EPC comes in lower case, then it is upper-cased; ascii EPCs are kept as read', () => {
    expect(normaliseTag(' e28011 ')).toBe('E28011');
    expect(normaliseTag('Ring-001')).toBe('Ring-001');
    expect(tagsOf(['a1', 'A1', { epc: 'b2' }])).toEqual(['A1', 'B2']);
  });

  it('when a count was submitted, then a later draft save keeps it submitted', () => {
    expect(nextStatus('Submitted', 'Draft')).toBe('Submitted');
    expect(nextStatus('Draft', 'Submitted')).toBe('Submitted');
    expect(nextStatus(undefined, 'Draft')).toBe('Draft');
  });

  it('when a filter is "All" (spec section 9) or empty, then it filters nothing', () => {
    expect(scopeFilters({ itemType: 'All', karat: ['18K', '22K'], metal: '', collection: ['All', 'x'], designNumber: 'D1' })).toEqual({
      karat: ['18K', '22K'],
      designNumber: 'D1',
    });
  });
});
