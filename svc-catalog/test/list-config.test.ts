import { EVENT_TYPES } from '@hub/contracts';
import { expectNoStackTrace, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { bearer, useCatalogService } from './harness';

const MAPPING = {
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', filter: { enabled: true } },
    {
      name: 'grossWeight',
      displayName: 'Gross weight',
      erpField: 'GWT',
      type: 'number',
      filter: { enabled: true, range: true },
    },
  ],
};

describe.each(testDatabaseTargets())(
  'svc-catalog filters, pre-saved filters and catalogue view on %s',
  (target) => {
    const admin = bearer('ADMIN');
    const acmeAdmin = bearer('ADMIN', 'ACME');
    const user = bearer('USER', 'DEMO', { stores: ['BKK-SIAM'] });
    const h = useCatalogService(target, async (h) => {
      expect(
        (await request(h.app).post('/merchant/config/data-mapping').set('Authorization', admin).send(MAPPING))
          .body.code,
      ).toBe('CDM000');
    });

    const post = (page: string, body: object, auth = admin) =>
      request(h.app).post(`/merchant/config/${page}`).set('Authorization', auth).send(body);
    const get = (page: string, auth = admin) =>
      request(h.app).get(`/merchant/config/${page}`).set('Authorization', auth);

    it('when nothing is saved, then each config is empty and the view falls back to the default columns', async () => {
      expect((await get('filter')).body).toMatchObject({
        code: 'CFL001',
        data: { filters: [], revision: 0, configured: false },
      });
      expect((await get('pre-filter')).body.data).toMatchObject({ presets: [], revision: 0 });
      expect((await get('catalog-view')).body).toMatchObject({
        code: 'CCV001',
        data: {
          columns: [],
          effectiveColumns: ['productCode', 'rfidTag', 'designNumber', 'itemType', 'karat', 'grossWeight'],
        },
      });
    });

    it('when no filter config is saved, then a saved set may use the mapping\'s filters, and only those', async () => {
      const ok = await post('pre-filter', {
        presets: [{ name: '18K light', filters: { karat: '18K', grossWeight: { from: null, to: 5 } } }],
      });
      expect(ok.body).toMatchObject({ code: 'CFL002', data: { presets: [{ name: '18K light' }] } });
      const notAFilter = await post('pre-filter', { presets: [{ name: 'Codes', filters: { rfidTag: 'E2' } }] });
      expect(notAFilter.status).toBe(400);
      expect(notAFilter.body.code).toBe('CFL107');
      expect((await post('pre-filter', { presets: [] })).body.code).toBe('CFL002');
    });

    it('when filters are saved, then CFL000 and the Filter module is reported; presets on them save with CFL002', async () => {
      const filters = await post('filter', {
        filters: [
          { fieldName: 'karat', displayName: 'Karat' },
          { fieldName: 'grossWeight', displayName: 'Gross weight', range: { from: 0, to: 200 } },
        ],
      });
      expect(filters.status).toBe(200);
      expect(filters.body).toMatchObject({ code: 'CFL000', data: { revision: 1, configured: true } });
      expect(filters.body.data.filters[0]).toEqual({
        fieldName: 'karat',
        displayName: 'Karat',
        visible: true,
        range: null,
      });
      const presets = await post('pre-filter', {
        presets: [{ name: '22K over 20 g', filters: { karat: '22K', grossWeight: { from: 20, to: null } } }],
      });
      expect(presets.body).toMatchObject({ code: 'CFL002', data: { presets: [{ name: '22K over 20 g' }] } });
      const modules = h.events
        .filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED)
        .map((e) => (e.data as { module: string }).module);
      expect(modules).toEqual(expect.arrayContaining(['Filter', 'Pre Filter']));
    });

    it('when a config breaks a rule, then 400 with its CFL code and all issues, nothing saved', async () => {
      const bad = await post('filter', {
        filters: [
          { fieldName: 'karat', displayName: 'Karat', range: { from: 1, to: 2 } },
          { fieldName: 'colour', displayName: '' },
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        code: 'CFL102',
        message: 'A range is allowed only for numeric fields',
      });
      expect(bad.body.details).toEqual([
        { field: 'filters.0.range', rule: 'CFL102' },
        { field: 'filters.1.fieldName', rule: 'CFL100' },
        { field: 'filters.1.displayName', rule: 'CFL104' },
      ]);
      expectNoStackTrace(bad.body);
      expect((await get('filter')).body.data.revision).toBe(1);
      const preset = await post('pre-filter', {
        presets: [{ name: 'Stones', filters: { stoneType: 'RUBY' } }],
      });
      expect(preset.body.code).toBe('CFL107');
      expect(
        (await post('catalog-view', { columns: [{ fieldName: 'karat' }, { fieldName: 'karat' }] })).body.code,
      ).toBe('CFL101');
      expect((await post('catalog-view', { columns: 'karat' })).body.code).toBe('IP100');
    });

    it('when the catalogue view is saved, then the list shows its visible columns in its order', async () => {
      const res = await post('catalog-view', {
        columns: [
          { fieldName: 'karat' },
          { fieldName: 'productCode' },
          { fieldName: 'rfidTag', visible: false },
        ],
      });
      expect(res.body).toMatchObject({
        code: 'CCV000',
        data: { effectiveColumns: ['karat', 'productCode'] },
      });
    });

    it('when a user without the modify permissions saves, then 403; the user still reads; ACME sees none of DEMO', async () => {
      expect((await post('filter', { filters: [] }, user)).status).toBe(403);
      expect((await post('catalog-view', { columns: [] }, user)).body.code).toBe('UAC114');
      expect((await get('filter', user)).body.data.filters).toHaveLength(2);
      expect((await get('pre-filter', acmeAdmin)).body.data.presets).toEqual([]);
      expect((await get('catalog-view', acmeAdmin)).body.data.effectiveColumns).toEqual([
        'productCode',
        'rfidTag',
        'designNumber',
        'itemType',
      ]);
    });
  },
);
