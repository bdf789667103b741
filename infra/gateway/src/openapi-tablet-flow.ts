/**
 * The tablet flow as a worked example of the OpenAPI document (issue 29 item 6): how a stock-take
 * tablet gets its key, its licence seat, its data, and saves a count safely when the network drops.
 * The calls and codes it names are the declared ones (the document's test checks each operation exists).
 */

interface FlowOperation {
  description: string;
  parameters?: Record<string, unknown>[];
  examples?: Record<string, { summary: string; value: unknown }>;
}

const count = {
  stocktakeId: 'ST-2026-12-06-BKK-1',
  sid: 'BKK-SIAM',
  deviceUdid: 'UDID-7F3A-11',
  tabletId: 'TAB-01',
  startTime: '2026-12-06T02:15:00.000Z',
  filters: { itemType: 'RING' },
  userName: 'Somchai',
  counts: { scanned: 2 },
  items: ['E28011700000020B7C5D1A01', 'E28011700000020B7C5D1A02'],
  status: 'Draft',
};

export const TABLET_FLOW: { introduction: string; operations: Record<string, FlowOperation> } = {
  introduction: `## The tablet flow (worked example)

1. **An API key.** An administrator makes a key at \`/config/integrations\` (\`POST /merchant/api-keys\` with
   \`{ "name": "Store tablets", "allowedOperations": ["STOCK_TAKE_SUBMIT"] }\`, answer 201 CAK001 with the key,
   shown this once). The tablet sends it on every call as \`X-API-Key: hub_…\`. STOCK_TAKE_SUBMIT grants the
   permission STOCK_TAKE_COUNT_CREATE and nothing else: another call answers 403 UAC114; a wrong or revoked
   key 401 UAC113.
2. **Its data.** \`GET /merchant/products/stocktake-app?sid=BKK-SIAM\` answers STR007 with the stock-take and
   report configs, the filters and the store's active products, paged (\`next\` → \`cursor\`); next time send the
   answer's \`version\` as \`since\` to get only what changed. An unknown store is STR118, MASTER is not counted.
3. **A licence seat.** The first save of a \`tabletId\` takes a free seat of the merchant's tablet licences in
   force: 403 STR114 when every seat is taken, 403 STR115 without a licence in force, 403 STR116 for a tablet
   deactivated at \`/management/devices\` (its seat went to the next tablet).
4. **The save.** \`POST /merchant/stocktake\` with \`{ "data": { … }, "update": false }\` and a new
   \`Idempotency-Key\` per request (a UUID): 201 STR000. A missing part has its own code (STR100–STR108), a
   wrong shape STR110, an unknown store STR118, STR113 while the report config is not saved.
5. **A retry.** When the answer is lost, send the same request with the same \`Idempotency-Key\`: the first
   answer comes back (header \`Idempotent-Replayed: true\`), nothing is counted twice. Another body under the
   same key is 422 STR117.
6. **Later batches and other tablets.** Reads of the same count (several tablets, late batches) are sent with
   \`"update": true\`: 200 STR001, the reads merged without counting a tag twice. Without the flag an existing id
   is 409 STR111; with it an unknown id is 404 STR112. \`"status": "Submitted"\` ends the count; the report is
   at \`GET /merchant/stocktake/reports/{stocktakeId}\`.`,
  operations: {
    'apiKeysApi.create': {
      description:
        'Tablet flow, step 1: a key for the store tablets holds the operation STOCK_TAKE_SUBMIT only.',
      examples: {
        tablets: {
          summary: 'A key for the store tablets',
          value: { name: 'Store tablets', allowedOperations: ['STOCK_TAKE_SUBMIT'] },
        },
      },
    },
    'stocktakeAppApi.data': {
      description: 'Tablet flow, step 2: called with the X-API-Key of a key holding STOCK_TAKE_SUBMIT.',
    },
    'stocktakeApi.save': {
      description:
        'Tablet flow, steps 3 to 6: the first save of a tablet id takes a licence seat (STR114, STR115, STR116); send a new Idempotency-Key with each request and the same one with its retry.',
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Up to 200 characters, one per request (a UUID). A retry with the same key answers the first answer (header Idempotent-Replayed: true); another body under the same key is 422 STR117.',
          schema: { type: 'string', maxLength: 200 },
          example: '5f0c3c8e-4d1b-4d55-9d2a-0b7e3f1c2a10',
        },
      ],
      examples: {
        first: { summary: 'A new count (201 STR000)', value: { data: count, update: false } },
        batch: {
          summary: 'A later batch from another tablet (200 STR001)',
          value: {
            data: {
              ...count,
              tabletId: 'TAB-02',
              deviceUdid: 'UDID-7F3A-12',
              counts: { scanned: 1 },
              items: ['E28011700000020B7C5D1A03'],
            },
            update: true,
          },
        },
        submit: {
          summary: 'The count submitted (200 STR001)',
          value: { data: { ...count, status: 'Submitted' }, update: true },
        },
      },
    },
  },
};
