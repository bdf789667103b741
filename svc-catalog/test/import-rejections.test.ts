import { EVENT_TYPES, MASTER_STORE, dataMappingConfigSchema, parseEventOf, type EventEnvelope, type ImportRecord } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { saveDataMapping } from '../src/db/data-mapping';
import { insertProducts, type NewProduct } from '../src/db/products';
import { useCatalogService } from './harness';

// Issue 26 item 8: every rejection of a dry run goes to storage, by row and column, for the job's
// downloadable report (the plan itself lists only the first IMPORT_SKIPPED_ITEMS_SHOWN).
const N = 120;
const taken = (n: number): NewProduct => ({
  sid: 'S-HOLD',
  productCode: `H${n}`,
  rfidTag: `TAG${n}`,
  designNumber: null,
  itemType: null,
  itemStatus: null,
  active: true,
  imageName: [],
  isMapped: false,
  printingStatus: 'NOT_PRINTED',
  fields: {},
});
const field = (name: string, erpField: string) => ({ name, displayName: name, erpField, type: 'text' });

describe.each(testDatabaseTargets())('svc-catalog keeps every dry-run rejection for the report on %s', (target) => {
  const h = useCatalogService(target);

  it('When a MASTER file takes tags other products keep, then every rejection is stored by row, with the tag column and the tag', async () => {
    await saveDataMapping(h.test.db, 'DEMO', dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC')], fieldMappings: [] }), 'u1');
    await insertProducts(h.test.db, 'DEMO', Array.from({ length: N }, (_, n) => taken(n)));
    const records: ImportRecord[] = Array.from({ length: N }, (_, n) => ({ sid: n % 2 ? 'S-A' : 'S-B', productCode: `N${n}`, row: n + 2, rfidTag: `TAG${n}`, fields: {} }));
    records.push({ sid: 'S-A', productCode: 'FREE', row: N + 2, rfidTag: 'FREE-TAG', fields: {} });
    const jobId = randomUUID();
    const key = `import/DEMO/${jobId}/batches/000001.ndjson`;
    await h.deps.storage!.put(key, records.map((r) => `${JSON.stringify(r)}\n`));
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid: MASTER_STORE, batches: [key], totalCount: records.length, markMissingInactive: false }));
    const planned = (e: EventEnvelope) => e.type === EVENT_TYPES.IMPORT_PLANNED && (e.data as { jobId: string }).jobId === jobId;
    await eventually('the dry run', () => h.events.some(planned));
    const plan = parseEventOf(EVENT_TYPES.IMPORT_PLANNED, h.events.find(planned)).data.plan;
    expect(plan).toMatchObject({ create: 1, reject: N });
    expect(plan.skippedItems.length).toBeLessThan(N);

    const stored = (await text(await h.deps.storage!.read(`import/DEMO/${jobId}/rejections.ndjson`))).trim().split('\n').map((l) => JSON.parse(l));
    expect(stored).toEqual(Array.from({ length: N }, (_, n) => ({ code: 'PDFV107', row: n + 2, column: 'EPC', value: `TAG${n}` })));
  });
});
