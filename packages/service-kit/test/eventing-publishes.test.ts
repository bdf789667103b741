import { EVENT_TYPES } from '@hub/contracts';
import { join } from 'node:path';
import { createEvent, InProcessEventBus } from '../src/bus';
import { migrateSchema } from '../src/db/migrate';
import { createServiceEventing } from '../src/eventing';
import { testDatabaseTargets, type TestDatabase } from '../src/testing';

// A service publishes only the event types its src/events/ declares (issue 10 item 2).
describe.each(testDatabaseTargets())('declared published events on $name', (target) => {
  let test: TestDatabase;
  const bus = new InProcessEventBus();
  const eventing = () =>
    createServiceEventing({ db: test.db, bus, schema: 'pub_svc', service: 'svc-pub', publishes: [EVENT_TYPES.GLOBAL_CONFIG_CHANGED] });

  beforeAll(async () => {
    test = await target.create();
    await migrateSchema(test.db, 'pub_svc', join(__dirname, 'fixtures', 'none'));
  }, 180_000);
  afterAll(async () => test.drop());

  it('When a service emits a type it did not declare, then the transaction fails and nothing is written', async () => {
    const e = eventing();
    const undeclared = createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', {
      code: 'BKK',
      name: 'Bangkok',
      tz: 'Asia/Bangkok',
      location: { lat: 13.7, lng: 100.5 },
      revision: 1,
    });
    await expect(e.transaction((_tx, emit) => emit(undeclared))).rejects.toThrow(/hub\.auth\.store-created\.v1 is not among/);
    expect(await test.db.query('select id from pub_svc.outbox')).toEqual([]);
    await e.stop();
  });

  it("When it emits its declared types and the kit's audit entries, then they are written", async () => {
    const e = eventing();
    const declared = createEvent(EVENT_TYPES.GLOBAL_CONFIG_CHANGED, 'DEMO', { config: { allowImgImport: true } });
    const audit = e.auditEvent('DEMO', { userId: 'u-1', action: 'user.signin' });
    await e.transaction((_tx, emit) => emit([declared, audit]));
    const types = (await test.db.query<{ type: string }>('select type from pub_svc.outbox order by seq')).map((r) => r.type);
    expect(types).toEqual([EVENT_TYPES.GLOBAL_CONFIG_CHANGED, EVENT_TYPES.AUDIT_ENTRY]);
    await e.stop();
  });
});
