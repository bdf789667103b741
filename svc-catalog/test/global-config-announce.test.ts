import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { eventually, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import { createCatalogService } from '../src';

// A global config saved before a service kept its own copy (svc-stocktake's switches, svc-import's image
// settings) is published again once at svc-catalog's start, so every consumer knows it.
describe.each(testDatabaseTargets())('svc-catalog publishes stored global configs again on %s', (target) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await target.create();
  }, 180_000);
  afterAll(async () => {
    await test.drop();
  });

  const start = async (events: EventEnvelope[]) => {
    const deps = testServiceDeps(test.db);
    deps.bus.subscribe('*', (e) => void events.push(e));
    const service = createCatalogService(deps);
    await service.migrate();
    return service;
  };
  const changes = (events: EventEnvelope[]) => events.filter((e) => e.type === EVENT_TYPES.GLOBAL_CONFIG_CHANGED);

  it('When configs were stored before the announcement, then the next start publishes each once, and later starts publish none', async () => {
    const first: EventEnvelope[] = [];
    const service = await start(first);
    await service.stop();
    // Stored as an earlier version left them: never announced.
    await test.db.query(
      `insert into catalog.global_configs (merchant_id, config, updated_by, announced_version) values
       ('OLD-1', '{"allowImgImport": false}', 'u1', 0), ('OLD-2', '{"imageExtensions": "png"}', 'u2', 0)`,
    );
    const second: EventEnvelope[] = [];
    const again = await start(second);
    await eventually('both configs published', () => changes(second).length === 2);
    expect(changes(second).map((e) => [e.merchantId, e.data]).sort()).toEqual([
      ['OLD-1', { config: { allowImgImport: false } }],
      ['OLD-2', { config: { imageExtensions: 'png' } }],
    ]);
    await again.stop();

    const third: EventEnvelope[] = [];
    const last = await start(third);
    await last.stop();
    expect(changes(third)).toEqual([]);
    const rows = await test.db.query<{ announced_version: number }>(`select announced_version from catalog.global_configs where merchant_id like 'OLD-%'`);
    expect(rows.map((r) => Number(r.announced_version))).toEqual([1, 1]);
  });
});
