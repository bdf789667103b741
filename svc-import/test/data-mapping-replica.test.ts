import { EVENT_TYPES, dataMappingConfigSchema } from '@hub/contracts';
import { createEvent, type HubService, type ServiceDeps } from '@hub/service-kit';
import { testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import { createImportService } from '../src';
import { currentDataMapping } from '../src/db/data-mapping-replica';

const config = (erpCode: string) =>
  dataMappingConfigSchema.parse({
    fields: [
      { name: 'productCode', displayName: 'Product code', erpField: erpCode },
      { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    ],
  });

describe.each(testDatabaseTargets())(
  "svc-import keeps svc-catalog's current data mapping on %s",
  (target) => {
    let test: TestDatabase;
    let deps: ServiceDeps;
    let service: HubService;

    beforeAll(async () => {
      test = await target.create();
      deps = testServiceDeps(test.db);
      service = createImportService(deps);
      await service.migrate();
    }, 180_000);
    afterAll(async () => {
      await service.stop();
      await test.drop();
    });

    const changed = (merchant: string, revision: number, erpCode: string | null) =>
      deps.bus.publish(
        createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, merchant, {
          revision,
          config: erpCode === null ? null : config(erpCode),
        }),
      );
    /** The merchant's mapping once its revision is `expected`, waited for up to 30 s (a bound for a busy machine). */
    const eventually = async (merchant: string, expected: number | undefined) => {
      const end = Date.now() + 30_000;
      while ((await currentDataMapping(test.db, merchant))?.revision !== expected && Date.now() < end) await new Promise((r) => setTimeout(r, 30));
      return currentDataMapping(test.db, merchant);
    };

    it('when a mapping is saved, then the import maps with it; a later revision replaces it, an older or repeated one does not', async () => {
      expect(await currentDataMapping(test.db, 'DEMO')).toBeUndefined();
      await changed('DEMO', 1, 'ITEM_CODE');
      expect((await eventually('DEMO', 1))?.config.fields[0]?.erpField).toBe('ITEM_CODE');
      await changed('DEMO', 3, 'SKU');
      expect((await eventually('DEMO', 3))?.config.fields[0]?.erpField).toBe('SKU');
      await changed('DEMO', 2, 'STALE');
      await changed('ACME', 1, 'ACME_CODE');
      await eventually('ACME', 1);
      expect(await currentDataMapping(test.db, 'DEMO')).toMatchObject({
        revision: 3,
        config: { fields: [{ erpField: 'SKU' }, { erpField: 'EPC' }] },
      });
    });

    it('when the mapping is deleted, then the merchant has none; other merchants keep theirs', async () => {
      await changed('DEMO', 4, null);
      for (const end = Date.now() + 30_000; Date.now() < end; ) {
        const rows = await test.db.query<{ revision: number }>(
          `select revision from "import".data_mappings where merchant_id = 'DEMO' and id = 'default'`,
        );
        if (rows[0]?.revision === 4) break;
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(await currentDataMapping(test.db, 'DEMO')).toBeUndefined();
      expect((await currentDataMapping(test.db, 'ACME'))?.config.fields[0]?.erpField).toBe('ACME_CODE');
    });
  },
);
