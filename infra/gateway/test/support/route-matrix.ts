// Shared by the two route matrices (tenant-isolation.matrix.test.ts, permission.matrix.test.ts):
// the routes come from the services the gateway runs (`service.routes`, the declarations of
// @hub/service-kit's `route()`), never from a list kept by hand, so a route added later is covered
// as soon as it is declared. What a test cannot invent, a DEMO value for a path parameter, lives in
// the small maps below; a route that needs one and has none makes the matrices fail with a message
// saying what to add.
import { hasAllPermissions, hasAnyPermission, hasPermission } from '@hub/contracts';
import { silentLogger, type HubService, type RouteDefinition } from '@hub/service-kit';
import { serverOrPgliteTargets, serverTestDatabase, type ServerDatabaseTarget } from '@hub/service-kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { z } from 'zod';
import { createGateway, type Gateway } from '../../src';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_MERCHANT = 'DEMO';
export const ACME_MERCHANT = 'ACME';

/** DEMO's stores other than MASTER (ACME has a MASTER too): a list of ACME must never name one. */
export const DEMO_STORE_CODES = ['BKK-SIAM', 'CNX-NIMMAN', 'DXB-GOLDSOUK', 'SHA-NANJING'] as const;
/** Strings only DEMO's rows carry (its name and its stores' names). */
export const DEMO_ONLY_STRINGS = [
  'Demo Jewellers',
  'Bangkok Siam Paragon',
  'Chiang Mai Nimman',
  'Dubai Gold Souk',
  'Shanghai Nanjing Road',
] as const;

// ---------------------------------------------------------------------------------------------------
// Fixtures: a DEMO value for each path parameter name. ADD ONE when a route with a new parameter
// name appears (both matrices fail and name the route until you do). A value is a string, or a
// lookup run once against the started gateway (for ids the seed generates).
// ---------------------------------------------------------------------------------------------------

export interface DemoLookup {
  gateway: Gateway;
  /** One value of a query on the gateway's database (first column of the first row). */
  one(sql: string, params?: unknown[]): Promise<string>;
}

export type ParamFixture = string | ((demo: DemoLookup) => Promise<string>);

const demoUserId = (email: string) => (demo: DemoLookup) =>
  demo.one('select id::text from auth.users where lower(email) = $1', [email]);
/** DEMO's seeded custom role (svc-auth demo seed, no users: DEMO's own DELETE succeeds). */
const demoCustomRoleId = (demo: DemoLookup) =>
  demo.one(
    "select id::text from auth.roles where merchant_id = $1 and kind = 'custom' and lower(name) = 'stock auditor'",
    [DEMO_MERCHANT],
  );

/** A POST to the matrix's gateway as DEMO's admin (a new session), for fixtures made through the API. */
async function postAsDemoAdmin(demo: DemoLookup, path: string, body: object) {
  const url = `http://127.0.0.1:${(demo.gateway.server.address() as { port: number }).port}`;
  const { accessToken } = await signIn(url, 'admin@demo.hub');
  return request(url).post(path).set('Authorization', `Bearer ${accessToken}`).send(body);
}

/**
 * An API key of DEMO: the seed has none, so the first lookup has DEMO's admin create one through the
 * API (before the isolation matrix takes its snapshot of DEMO's rows); later lookups reuse it.
 */
const demoApiKeyId = async (demo: DemoLookup): Promise<string> => {
  const [existing] = await demo.gateway.db.query<{ id: string }>(
    "select id::text as id from auth.api_keys where merchant_id = $1 and name = 'Matrix DEMO key' and status = 'ACTIVE'",
    [DEMO_MERCHANT],
  );
  if (existing) return existing.id;
  const res = await postAsDemoAdmin(demo, '/merchant/api-keys', { name: 'Matrix DEMO key', allowedOperations: ['PRODUCTS_READ'] });
  if (res.status !== 201) throw new Error(`DEMO API key fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: string }).id;
};

/**
 * A file import of DEMO made once in the gateway's database (ACME must get 404 PDDI105): a finished one
 * to read, and one whose dry run waits (READY) for DEMO's own apply, then cancel, to succeed.
 */
const demoImportJob = (status: 'FINISHED' | 'READY') => async (demo: DemoLookup): Promise<string> => {
  const fileName = `matrix-${status.toLowerCase()}.csv`;
  const [existing] = await demo.gateway.db.query<{ id: string }>(
    `select id::text as id from "import".import_jobs where merchant_id = $1 and file_name = $2`,
    [DEMO_MERCHANT, fileName],
  );
  if (existing) return existing.id;
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into "import".import_jobs (merchant_id, sid, source, status, file_name, started_at, finished_at)
     values ($1, 'BKK-SIAM', 'FILE', $2, $3, now(), case when $2 = 'FINISHED' then now() end) returning id::text as id`,
    [DEMO_MERCHANT, status, fileName],
  );
  return made!.id;
};
const demoImportJobId = demoImportJob('FINISHED');
/** The finished import's file, kept as an import keeps it: its sample reads (issue 28 item 1). */
const demoImportJobWithFile = async (demo: DemoLookup): Promise<string> => {
  const id = await demoImportJobId(demo);
  await demo.gateway.storage.put(`import/${DEMO_MERCHANT}/${id}/upload.csv`, ['CODE,EPC\r\nMX-1,E1\r\n']);
  return id;
};

/** A device type and a tablet only DEMO has (ACME's demo has device types and tablets of the same names). */
async function demoDeviceTypeName(demo: DemoLookup): Promise<string> {
  await demo.gateway.db.query(`insert into stocktake.device_types (merchant_id, name, quantity) values ($1, 'Matrix DEMO gate', 1) on conflict do nothing`, [DEMO_MERCHANT]);
  return 'Matrix DEMO gate';
}
async function demoTabletId(demo: DemoLookup): Promise<string> {
  await demo.gateway.db.query(
    `insert into stocktake.tablets (merchant_id, tablet_id, device_udid, active, enrolled_at) values ($1, 'TAB-MATRIX-DEMO', 'UDID-MATRIX-DEMO', true, now() + interval '1 day') on conflict do nothing`,
    [DEMO_MERCHANT],
  );
  return 'TAB-MATRIX-DEMO';
}

/** A submitted stock-take of DEMO made once in the gateway's database, to read (ACME: 404 STR112). */
async function demoStocktakeId(demo: DemoLookup): Promise<string> {
  await demo.gateway.db.query(
    `insert into stocktake.stocktakes (merchant_id, stocktake_id, sid, device_udid, tablet_id, start_time, user_name, status, report_day)
     values ($1, 'MATRIX-ST-1', 'BKK-SIAM', 'UDID-MATRIX', 'TAB-MATRIX', now(), 'matrix', 'Submitted', current_date)
     on conflict (merchant_id, stocktake_id) do nothing`,
    [DEMO_MERCHANT],
  );
  return 'MATRIX-ST-1';
}
const demoReadyImportJobId = demoImportJob('READY');

/** An image import of DEMO that has ended (ACME must get 404 IMG106; DEMO's cancel answers IMG108: it has ended). */
async function demoImageImportId(demo: DemoLookup): Promise<string> {
  const [existing] = await demo.gateway.db.query<{ id: string }>(`select id::text as id from "import".image_jobs where merchant_id = $1 and created_by = 'matrix'`, [DEMO_MERCHANT]);
  if (existing) return existing.id;
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into "import".image_jobs (merchant_id, sid, import_type, status, finished_at, created_by) values ($1, 'BKK-SIAM', 'UPLOAD', 'FINISHED', now(), 'matrix') returning id::text as id`,
    [DEMO_MERCHANT],
  );
  return made!.id;
}

/**
 * The product image route is public by design (ADR 0028: read like a CDN bucket, by merchant id), so
 * ACME and DEMO alike would read an image that exists; the matrices ask for one DEMO does not have,
 * and every caller gets 404 IMG109 (svc-import's image tests read real ones).
 */
const MATRIX_MISSING_IMAGE = 'MATRIX-NO-IMAGE.webp';

/**
 * An import source reading the machine's own PostgreSQL server (the one the tests run on), so DEMO's
 * connection test and run really succeed; ACME must get 404 PDDI106 for it.
 */
const MATRIX_SOURCE_SETTINGS = { engine: 'postgres', host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', query: `select 'MATRIX-1' as "CODE"`, ssl: false, pageSize: 100 };

/** DEMO's import source, made by DEMO's admin through the API (its password sealed by svc-import); made again after a DELETE. */
async function demoImportSourceId(demo: DemoLookup): Promise<string> {
  const [existing] = await demo.gateway.db.query<{ id: string }>(`select id::text as id from "import".import_sources where merchant_id = $1 and name = 'Matrix DEMO source'`, [DEMO_MERCHANT]);
  if (existing) return existing.id;
  const url = `http://127.0.0.1:${(demo.gateway.server.address() as { port: number }).port}`;
  const { accessToken } = await signIn(url, 'admin@demo.hub');
  const res = await request(url)
    .post('/merchant/import/sources')
    .set('Authorization', `Bearer ${accessToken}`)
    .send({ name: 'Matrix DEMO source', sid: 'BKK-SIAM', kind: 'DATABASE', settings: MATRIX_SOURCE_SETTINGS, secret: 'trust-auth' });
  if (res.status !== 201) throw new Error(`DEMO import source fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: string }).id;
}

/**
 * A named mapping of DEMO (issue 28 item 2), a copy of its default: ACME must get 404 CDM110 for it.
 * Made again after DEMO's own DELETE.
 */
async function demoNamedMappingId(demo: DemoLookup): Promise<string> {
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into "import".data_mappings (merchant_id, name, config, revision)
     select $1, 'Matrix DEMO mapping', config, 1 from "import".data_mappings where merchant_id = $1 and id = 'default'
     on conflict (merchant_id, lower(name)) do update set revision = "import".data_mappings.revision returning id`,
    [DEMO_MERCHANT],
  );
  if (!made) throw new Error('DEMO named mapping fixture: DEMO has no default mapping');
  return made.id;
}

/** A serial key the provider issued (issue 15): revoking needs a provider permission no merchant role holds. */
async function providerSerialKeyId(demo: DemoLookup): Promise<string> {
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into auth.serial_keys (key, type, hardware_type, quantity, start_date) values ('HUB-MATRX-00000-00000-00001', 'TRIAL', 'TABLET', 1, current_date)
     on conflict (key) do update set quantity = 1 returning id::text as id`,
  );
  return made!.id;
}

/**
 * DEMO's own calls the isolation matrix accepts besides a 2xx, because the state other calls left
 * refuses them rightly: one import at a time (PDDI102), and the apply fixture's import may still run.
 */
export const DEMO_ACCEPTED_REFUSALS: Readonly<Record<string, string>> = {
  'POST /merchant/import/sources/:id/run': 'PDDI102',
  'POST /merchant/import/images/jobs/:id/cancel': 'IMG108',
  'GET /media/products/:merchantId/:file': 'IMG109',
  /** No file: DEMO's call answers THC108 once its permission and the logo kind are checked. */
  'POST /merchant/config/theme/logo/:kind': 'THC108',
  'GET /media/theme/:merchantId/:file': 'THC109',
  /** user@demo.hub's e-mail is verified (demo seed): DEMO's resend is refused UAC125 after its user is found (ACME's: 404 UR110). */
  'POST /merchant/users/:email/verification': 'UAC125',
  /** The gateway's tests run without an SMTP server: DEMO's test mail is refused at the provider step (422 NC110). */
  'POST /merchant/notification/channels/test': 'NC110',
  /** DEMO's print job fixture has ended: its cancel answers PRJ102. */
  'POST /merchant/products/rfid-printing/jobs/:id/cancel': 'PRJ102',
  /** A job DEMO's own call queued on its printer may not have ended yet: its delete waits (CRP102). */
  'DELETE /merchant/products/rfid-printing/:id': 'CRP102',
};

export const DEMO_PARAM_VALUES: Readonly<Record<string, ParamFixture>> = {
  /** A store code of DEMO (svc-auth `/merchant/store/:code`). */
  code: 'BKK-SIAM',
  storeCode: 'BKK-SIAM',
  sid: 'BKK-SIAM',
  /** DEMO's merchant id (merchant by id, account switch). */
  merchantID: DEMO_MERCHANT,
  merchantId: DEMO_MERCHANT,
  merchant: DEMO_MERCHANT,
  /** A DEMO user (user management). */
  userId: demoUserId('user@demo.hub'),
  email: 'user@demo.hub',
  /** DEMO's non-default profile. */
  profile: 'north',
  /** A stock-take of DEMO (ACME must get 404 STR112). */
  stocktakeId: demoStocktakeId,
};

/**
 * RFID printing (issue 14 item 3): a printing config of DEMO whose printer refuses connections (a port
 * nothing listens on: its status answers PRN100 at once), a tag design, and an ended print job; ACME
 * must get 404 CRP103, TGD101, PRJ101. Made again after DEMO's own DELETE.
 */
async function demoPrintingConfigId(demo: DemoLookup): Promise<string> {
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into catalog.printing_configs (merchant_id, name, is_default, host, port)
     select $1, 'Matrix DEMO printer', not exists (select 1 from catalog.printing_configs where merchant_id = $1 and is_default), '127.0.0.1', 9
     on conflict (merchant_id, lower(name)) do update set host = excluded.host returning id::text as id`,
    [DEMO_MERCHANT],
  );
  return made!.id;
}
async function demoTagDesignId(demo: DemoLookup): Promise<string> {
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into catalog.tag_designs (merchant_id, name, width_mm, height_mm, dpi, elements)
     values ($1, 'Matrix DEMO design', 50, 25, 203, '[{"kind":"text","text":"DEMO","x":1,"y":1,"fontSize":10,"rotation":0}]')
     on conflict (merchant_id, lower(name)) do update set width_mm = 50 returning id::text as id`,
    [DEMO_MERCHANT],
  );
  return made!.id;
}
async function demoPrintJobId(demo: DemoLookup): Promise<string> {
  const [existing] = await demo.gateway.db.query<{ id: string }>(`select id::text as id from catalog.print_jobs where merchant_id = $1 and config_name = 'Matrix DEMO job'`, [DEMO_MERCHANT]);
  if (existing) return existing.id;
  const [made] = await demo.gateway.db.query<{ id: string }>(
    `insert into catalog.print_jobs (merchant_id, config_id, config_name, design, status, ended_at)
     values ($1, gen_random_uuid(), 'Matrix DEMO job', '{"name":"Matrix","widthMm":50,"heightMm":25,"dpi":203,"elements":[]}', 'DONE', now()) returning id::text as id`,
    [DEMO_MERCHANT],
  );
  return made!.id;
}

/** A DEMO user made for the matrix to delete (issue 29 item 3): ACME must get 404 UR110; made again after DEMO's own DELETE. */
async function demoUserToDelete(demo: DemoLookup): Promise<string> {
  const email = 'matrix.leaving@demo.hub';
  const [existing] = await demo.gateway.db.query<{ email: string }>('select email from auth.users where lower(email) = $1', [email]);
  if (existing) return existing.email;
  const res = await postAsDemoAdmin(demo, '/merchant/users', { userName: 'Matrix Leaving', email, roleName: 'USER', password: 'Matrix@123', stores: ['BKK-SIAM'] });
  if (res.status !== 201) throw new Error(`DEMO user fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return email;
}

/** DEMO's seeded STOCKTAKE_DISCREPANCY config for every store (svc-notify demo seed). */
const demoNotificationConfigId = (demo: DemoLookup) =>
  demo.one("select id::text from notify.notification_configs where merchant_id = $1 and type = 'STOCKTAKE_DISCREPANCY' and sid = 'MASTER'", [DEMO_MERCHANT]);

/**
 * Path parameters that name no merchant's resource (a slot or kind every merchant has): a call with
 * them aims at the caller's own data, so the isolation matrix does not require 403/404 for them (it
 * still requires that nothing of DEMO changes and no answer carries DEMO's rows).
 */
export const PARAMS_NAMING_NO_RESOURCE: Readonly<Record<string, readonly string[]>> = {
  /** Which of the merchant's own two logo slots (logo, themeLogo). */
  'POST /merchant/config/theme/logo/:kind': ['kind'],
  'DELETE /merchant/config/theme/logo/:kind': ['kind'],
};

/**
 * A DEMO value for one parameter of one route, when the parameter name alone is ambiguous (`:id`
 * of a user, of a role, of an API key...). Key: `METHOD /path` as declared, e.g. `PUT /merchant/user/:id`.
 */
export const ROUTE_PARAM_VALUES: Readonly<Record<string, Readonly<Record<string, ParamFixture>>>> = {
  /** The matrix's other calls send it invalid bodies; its VALID_BODIES edit leaves it as seeded. */
  'PUT /merchant/users/:email': { email: 'storeuser@demo.hub' },
  'DELETE /merchant/users/:email': { email: demoUserToDelete },
  /** Issue 29 item 3: DEMO's own call sets a temporary password on the user it deletes later (a POST runs before the DELETE), not on a seeded user the matrices sign in as. */
  'POST /merchant/users/:email/temporary-password': { email: demoUserToDelete },
  /** Roles management: DEMO's custom role (ACME must get 404 RL100). */
  'GET /merchant/roles/:id': { id: demoCustomRoleId },
  'PUT /merchant/roles/:id': { id: demoCustomRoleId },
  'DELETE /merchant/roles/:id': { id: demoCustomRoleId },
  /** API keys: DEMO's key (ACME must get 404 CAK100); DEMO's own PUT renames it, then DELETE revokes it. */
  'PUT /merchant/api-keys/:id': { id: demoApiKeyId },
  'DELETE /merchant/api-keys/:id': { id: demoApiKeyId },
  /** Import jobs: DEMO's finished one to read, its READY one to apply then cancel (ACME: 404 PDDI105). */
  'GET /merchant/import/jobs/:id': { id: demoImportJobId },
  'GET /merchant/import/jobs/:id/report': { id: demoImportJobId },
  'GET /merchant/import/jobs/:id/sample': { id: demoImportJobWithFile },
  'POST /merchant/import/jobs/:id/apply': { id: demoReadyImportJobId },
  'POST /merchant/import/jobs/:id/cancel': { id: demoReadyImportJobId },
  /** Import sources: one only DEMO has (ACME: 404 PDDI106). */
  'GET /merchant/import/sources/:id': { id: demoImportSourceId },
  'PUT /merchant/import/sources/:id': { id: demoImportSourceId },
  'DELETE /merchant/import/sources/:id': { id: demoImportSourceId },
  'POST /merchant/import/sources/:id/test': { id: demoImportSourceId },
  'POST /merchant/import/sources/:id/run': { id: demoImportSourceId },
  /** Named mappings (issue 28 item 2): one only DEMO has (ACME: 404 CDM110). */
  'GET /merchant/import/mappings/:id': { id: demoNamedMappingId },
  'PUT /merchant/import/mappings/:id': { id: demoNamedMappingId },
  'PATCH /merchant/import/mappings/:id': { id: demoNamedMappingId },
  'DELETE /merchant/import/mappings/:id': { id: demoNamedMappingId },
  /** Image imports: DEMO's ended one (ACME: 404 IMG106). */
  'GET /merchant/import/images/jobs/:id': { id: demoImageImportId },
  'POST /merchant/import/images/jobs/:id/cancel': { id: demoImageImportId },
  'GET /media/products/:merchantId/:file': { file: MATRIX_MISSING_IMAGE },
  /** Theme logos (issue 15 item 4): the logo slot; a logo file DEMO does not have (public like product images, so every caller gets 404 THC109). */
  'POST /merchant/config/theme/logo/:kind': { kind: 'logo' },
  'DELETE /merchant/config/theme/logo/:kind': { kind: 'logo' },
  'GET /media/theme/:merchantId/:file': { file: 'logo-000000000000000000000000.png' },
  /** Device management: a device type and a tablet only DEMO has (ACME must get 404 DEV100). */
  'PUT /merchant/stocktake/devices/types/:name': { name: demoDeviceTypeName },
  'PUT /merchant/stocktake/tablets/:tabletId': { tabletId: demoTabletId },
  /** Notification configs: DEMO's seeded discrepancy config (ACME: 404 NC107); DEMO's own PUT keeps it, then DELETE removes it. */
  'PUT /merchant/notification/configs/:id': { id: demoNotificationConfigId },
  'DELETE /merchant/notification/configs/:id': { id: demoNotificationConfigId },
  /** The provider's serial keys (issue 15): not a merchant's; only SADMIN (SERIAL_KEYS_MODIFY) gets past the guard. */
  'DELETE /merchant/serial-keys/:id': { id: providerSerialKeyId },
  /** RFID printing (issue 14 item 3): DEMO's printing config, tag design and ended print job (ACME: 404 CRP103, TGD101, PRJ101). */
  'POST /merchant/products/rfid-printing/:id/default': { id: demoPrintingConfigId },
  'POST /merchant/products/rfid-printing/:id/status': { id: demoPrintingConfigId },
  'DELETE /merchant/products/rfid-printing/:id': { id: demoPrintingConfigId },
  'GET /merchant/config/tag-design/:id': { id: demoTagDesignId },
  'DELETE /merchant/config/tag-design/:id': { id: demoTagDesignId },
  'GET /merchant/products/rfid-printing/jobs/:id': { id: demoPrintJobId },
  'POST /merchant/products/rfid-printing/jobs/:id/cancel': { id: demoPrintJobId },
};

/**
 * Valid queries a route needs to answer anything but 400 (a GET list must really list for the
 * isolation matrix). Key: `METHOD /path`.
 */
export const VALID_QUERIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'GET /merchant/stocktake/reports': { month: '01-2026' },
  /** A DEMO store: ACME's own call answers 404 STR118 (not its store). */
  'GET /merchant/products/stocktake-app': { sid: 'BKK-SIAM', pageSize: '5' },
  'GET /merchant/stocktake/calendar': { month: '01-2026' },
  'GET /merchant/stocktake/totals': { month: '01-2026' },
  'GET /merchant/stocktake/reports/:stocktakeId/items': { kind: 'missing' },
  'GET /merchant/stocktake/reports/:stocktakeId/items.csv': { kind: 'missing' },
  'GET /merchant/import/jobs': { limit: '50' },
  /** No file: DEMO's call answers PDDI101 once its store, mapping and running import are checked. */
  'POST /merchant/import/upload': { sid: 'BKK-SIAM' },
  /** No file: DEMO's call answers IMG101 once its store, switches and running import are checked. */
  'POST /merchant/import/images': { sid: 'BKK-SIAM' },
  /** The isolation matrix asks for DEMO's stores; ACME's own call asks for ACME's. */
  'GET /merchant/store/client-hub': { merchant: DEMO_MERCHANT },
  /** A product code of DEMO's demo catalogue's form, in a DEMO store; ACME's own call answers 404 PD100. */
  'GET /merchant/products': { productCode: 'DJ-RG-000001', sid: 'BKK-SIAM' },
  /** Tag mapping (issue 14): a DEMO store (ACME's call finds no such product: 404 PD100). */
  'POST /merchant/products/tag-mapping': { sid: 'BKK-SIAM' },
  'GET /merchant/products/tag-mapping/product': { productCode: 'DJ-RG-000001', sid: 'BKK-SIAM' },
  /** A 96-bit EPC of DEMO's demo catalogue's form: ACME reads no holder and no history of it. */
  'GET /merchant/products/tag-mapping/tag': { epc: '3034000000010000000000A1' },
};

/**
 * Valid bodies of write routes, as a DEMO user would send them (the isolation matrix sends them
 * with an ACME token: the handler, not the validation, must refuse DEMO's resource). New codes are
 * not DEMO's. Key: `METHOD /path`.
 */
export const VALID_BODIES: Readonly<Record<string, unknown>> = {
  /** A tablet's count in a DEMO store: ACME's token is refused (STR118, not its store). */
  'POST /merchant/stocktake': {
    data: {
      stocktakeId: 'MATRIX-ST-2',
      sid: 'BKK-SIAM',
      deviceUdid: 'UDID-MATRIX',
      tabletId: 'TAB-MATRIX',
      startTime: '2026-11-26T02:00:00Z',
      filters: {},
      userName: 'matrix',
      counts: {},
      items: ['E2MATRIX0001'],
    },
  },
  'PUT /merchant/stocktake/config': { filterFields: ['itemType'], showExpectedCount: true },
  'POST /merchant/import/sources': { name: 'Matrix new source', sid: 'BKK-SIAM', kind: 'DATABASE', settings: MATRIX_SOURCE_SETTINGS, secret: 'matrix' },
  'PUT /merchant/import/sources/:id': { name: 'Matrix DEMO source', sid: 'BKK-SIAM', kind: 'DATABASE', settings: MATRIX_SOURCE_SETTINGS },
  /** Named mappings (issue 28 item 2): a config every section-5 rule takes, and DEMO's mapping's own name. */
  'POST /merchant/import/mappings': { name: 'Matrix new mapping' },
  'PUT /merchant/import/mappings/:id': {
    fields: [
      { name: 'productCode', displayName: 'Product code', erpField: 'CODE' },
      { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    ],
  },
  'PATCH /merchant/import/mappings/:id': { name: 'Matrix DEMO mapping' },
  /** A source id nobody has, in a DEMO store: ACME is refused (PDFU108, not its store), DEMO would get 404 IMG107. */
  'POST /merchant/import/images/ftp-sync': { sourceId: '00000000-0000-4000-8000-000000000000', sid: 'BKK-SIAM' },
  'PUT /merchant/stocktake/report-config': { itemFields: ['productCode', 'karat'], likelyMissingAfter: 2 },
  'POST /merchant/stocktake/devices/types': { name: 'Matrix scanner', quantity: 1, active: true },
  'PUT /merchant/stocktake/devices/types/:name': { quantity: 4, active: true },
  /** A rename only: deactivating a DEMO tablet could move a seat that other suites' counts need. */
  'PUT /merchant/stocktake/tablets/:tabletId': { name: 'Front counter' },
  'POST /merchant/stocktake/licences': { type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 1, startDate: '2026-12-01', endDate: '2027-11-30', note: null },
  'POST /merchant/store': {
    code: 'MATRIX-NEW',
    name: 'Matrix new store',
    profile: 'default',
    tz: 'Asia/Dubai',
  },
  'PUT /merchant/store/:code': { name: 'Renamed by the matrix', profile: 'default', tz: 'Asia/Bangkok' },
  'POST /merchant/config/global': { allowPrinting: false },
  'POST /merchant/config/product-details': {
    summary: { headers: [{ fieldName: 'productCode' }], content: [] },
  },
  'POST /merchant/config/filter': { filters: [{ fieldName: 'itemType', displayName: 'Type' }] },
  'POST /merchant/config/pre-filter': { presets: [] },
  'POST /merchant/config/catalog-view': { columns: [{ fieldName: 'productCode' }] },
  'POST /merchant/gold-rates': { goldType: '22K', grams: 1, displayRate: 2500, currency: 'THB', effectiveDate: '2026-01-01' },
  /** Product lists: a filter on a fixed field (valid whatever the merchant's data mapping holds). */
  'POST /merchant/products/all': { data: { itemType: ['RING', 'BANGLE'] } },
  'POST /merchant/products/count': { data: { itemType: ['RING', 'BANGLE'] } },
  'POST /merchant/products/export-products': { data: { itemType: 'BRACELET' } },
  'POST /merchant/products/allRfid': { data: { itemType: 'RING' } },
  /** Tag mapping (issue 14): a tag for a DEMO product; ACME's token finds no such product (404 PD100), nor a holder to unmap (404 TM105). */
  'POST /merchant/products/tag-mapping': { productCode: 'DJ-RG-000001', epcs: ['E28011700000020A1B2C3D4E'] },
  'POST /merchant/products/tag-mapping/unmap': { epcs: ['3034000000010000000000A1'] },
  'POST /merchant/config/rfid': { multipleTags: false, encoding: 'HEX', length: 24 },
  /** RFID printing: each merchant saves its own printer and design (names of their own); a job of a DEMO product (ACME: not its product, nor its printer). */
  'POST /merchant/products/rfid-printing': { name: 'Matrix printer', host: '127.0.0.1', port: 9 },
  'POST /merchant/config/tag-design': { name: 'Matrix design', widthMm: 50, heightMm: 25, elements: [{ kind: 'text', text: 'Matrix', x: 1, y: 1 }] },
  'POST /merchant/products/rfid-printing/jobs': { products: [{ productCode: 'DJ-RG-000001', sid: 'BKK-SIAM' }] },
  /** Notifications (issue 15): a DEMO store (ACME's call is refused NC106, not its store); the seeded config as it is. */
  'POST /merchant/notification/configs': { type: 'DAILY_STOCKTAKE_REPORT', sid: 'BKK-SIAM', channels: ['EMAIL'], roles: ['OWNER'], sendTime: '20:00' },
  'PUT /merchant/notification/configs/:id': { type: 'STOCKTAKE_DISCREPANCY', sid: 'MASTER', channels: ['EMAIL', 'TELEGRAM'], roles: ['ADMIN', 'STORE_MANAGER'], threshold: { kind: 'COUNT', value: 0 } },
  'POST /merchant/notification/channels': { channel: 'EMAIL', enabled: true, server: 'HUB' },
  'POST /merchant/notification/channels/test': { channel: 'EMAIL', to: 'matrix@demo.hub' },
  'PUT /merchant/notification/contact': { locale: 'en', telegramChatId: null, whatsappNumber: null },
  /** The default theme: ACME's token saves ACME's own theme, DEMO's rows stay as they are. */
  'POST /merchant/config/theme': { accent: '#536dfe', defaultMode: 'system', logo: null, themeLogo: null },
  'POST /merchant/user/change': { merchantID: DEMO_MERCHANT, profile: 'default', sid: 'BKK-SIAM' },
  /** storeuser@demo.hub as seeded: DEMO's own call is a no-op, ACME's must be refused (404). */
  'PUT /merchant/users/:email': {
    userName: 'Sara Store User',
    roleName: 'STORE_USER',
    stores: ['DXB-GOLDSOUK'],
    active: true,
  },
  'POST /merchant/api-keys': { name: 'Matrix key', allowedOperations: ['PRODUCTS_READ'] },
  'PUT /merchant/api-keys/:id': { name: 'Matrix DEMO key', allowedOperations: ['PRODUCTS_READ'] },
  'POST /merchant/roles': {
    kind: 'custom',
    name: 'Matrix role',
    description: 'Made by the matrix',
    baseRole: 'USER',
    permissions: ['PRODUCTS_READ_PREVIEW'],
  },
  /** The seeded custom role as it is: DEMO's own call changes nothing that matters, ACME's must be refused (404). */
  'PUT /merchant/roles/:id': {
    name: 'Stock auditor',
    description: 'Reads products and every stock-take report of the assigned stores.',
    baseRole: 'STORE_USER',
    permissions: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'],
  },
};

/**
 * Write routes no invalid request can stop before their handler (no params, query or body schema):
 * the permission matrix calls them for real, each on a throw-away session of the role.
 */
export const UNVALIDATED_WRITES: Readonly<Record<string, string>> = {
  'DELETE /merchant/user/signout': 'revokes only the session of the token that calls it',
  'POST /merchant/setup/complete': "marks the caller's merchant's Setup CREATED, as the seed has it already",
  'DELETE /merchant/config/data-mapping':
    "deletes the caller's merchant's data mapping (404 CDM110 once it is gone)",
  'POST /merchant/import/sample': 'reads a sample file and writes nothing (no file sent: 400 PDDI101)',
};

// ---------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------

export interface DeclaredRoute {
  service: string;
  def: RouteDefinition;
  /** `METHOD /path`, as declared. */
  key: string;
  params: string[];
}

export function routeKey(def: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${def.method.toUpperCase()} ${def.path}`;
}

/** Parameter names of an Express 5 path (`:name`, `*name`, inside `{...}` optional parts too). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!);
}

/** Every route every service of the gateway declares. */
export function declaredRoutes(services: readonly HubService[]): DeclaredRoute[] {
  return services.flatMap((service) =>
    service.routes.map((def) => ({
      service: service.name,
      def,
      key: routeKey(def),
      params: pathParams(def.path),
    })),
  );
}

interface RouterLayer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
}

/**
 * Routes mounted on a service's router that its `routes` list does not declare (added with plain
 * Express instead of `route()`): the matrices could not see them, so they must not exist.
 */
export function undeclaredRouterRoutes(service: HubService): string[] {
  const declared = new Set(service.routes.map(routeKey));
  const stack = (service.router as unknown as { stack?: RouterLayer[] }).stack ?? [];
  const found: string[] = [];
  for (const layer of stack) {
    const path = layer.route?.path;
    if (typeof path !== 'string') continue;
    for (const [method, on] of Object.entries(layer.route?.methods ?? {})) {
      if (!on || method === '_all') continue;
      const key = `${method.toUpperCase()} ${path}`;
      if (!declared.has(key)) found.push(`${service.name}: ${key}`);
    }
  }
  return found;
}

export function isWrite(def: RouteDefinition): boolean {
  return def.method !== 'get';
}

/** What `route()`'s guard lets through for a role's permission list (the server's rule, from contracts). */
export function roleMayCall(granted: readonly string[], access: RouteDefinition['permission']): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  if (typeof access === 'string') return hasPermission(granted, access);
  if ('all' in access) return hasAllPermissions(granted, access.all);
  return hasAnyPermission(granted, access);
}

export function describeRouteAccess(access: RouteDefinition['permission']): string {
  if (typeof access === 'string') return access;
  if ('all' in access) return `all of ${access.all.join(', ')}`;
  return `any of ${access.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------------
// Fixtures resolved against a running gateway
// ---------------------------------------------------------------------------------------------------

export interface ResolvedParams {
  values: Record<string, string>;
  /** Parameter names with no fixture: the route cannot be probed. */
  missing: string[];
}

export async function resolveParams(route: DeclaredRoute, demo: DemoLookup): Promise<ResolvedParams> {
  const values: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of route.params) {
    const fixture = ROUTE_PARAM_VALUES[route.key]?.[name] ?? DEMO_PARAM_VALUES[name];
    if (fixture === undefined) missing.push(name);
    else values[name] = typeof fixture === 'string' ? fixture : await fixture(demo);
  }
  return { values, missing };
}

export function missingFixtureMessage(route: DeclaredRoute, missing: readonly string[]): string {
  return (
    `${route.key} (${route.service}) has path parameter(s) ${missing.map((m) => `:${m}`).join(', ')} with no DEMO value: ` +
    `add ${missing.map((m) => `\`${m}: '<a ${m} of merchant DEMO>'\``).join(', ')} to DEMO_PARAM_VALUES ` +
    `(or ROUTE_PARAM_VALUES['${route.key}'] when the name is ambiguous) in infra/gateway/test/support/route-matrix.ts`
  );
}

/** The concrete URL path of a route with these parameter values. */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path
    .replace(/[:*]([A-Za-z_$][\w$]*)/g, (_m, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} of ${path}`);
      return encodeURIComponent(value);
    })
    .replace(/[{}]/g, '');
}

export function demoLookup(gateway: Gateway): DemoLookup {
  return {
    gateway,
    async one(sql, params = []) {
      const rows = await gateway.db.query<Record<string, unknown>>(sql, params);
      const first = rows[0];
      if (!first) throw new Error(`DEMO fixture lookup found nothing: ${sql} ${JSON.stringify(params)}`);
      return String(Object.values(first)[0]);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// A request that fails validation (so an allowed call answers 400 and changes nothing)
// ---------------------------------------------------------------------------------------------------

export interface InvalidRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** Which part fails, e.g. `body` or `params.code`. */
  fails: string;
}

type AnySchema = z.ZodTypeAny;

/** The keys of an object schema, through optional/default/effects wrappers. */
export function objectKeys(schema: AnySchema | undefined): string[] {
  let s: unknown = schema;
  for (let i = 0; i < 10 && s; i++) {
    const def = (s as { _def?: { typeName?: string; innerType?: unknown; schema?: unknown; in?: unknown } })
      ._def;
    if (!def) return [];
    if (def.typeName === 'ZodObject') return Object.keys((s as z.AnyZodObject).shape as object);
    s = def.innerType ?? def.schema ?? def.in;
  }
  return [];
}

function fails(schema: AnySchema, value: unknown): boolean {
  return !schema.safeParse(value).success;
}

const BAD_STRINGS = ['x'.repeat(1000), '', '-1', 'not a valid value!', '0'];
/** Only JSON arrays and objects: express.json (strict) refuses anything else before the guard runs. */
const BAD_VALUES: unknown[] = [[[]], { nested: { deep: [] } }, 'x'.repeat(10000), -1, true];

/**
 * A request of this route that its declared schemas refuse (checked here with the schemas
 * themselves), starting from valid DEMO parameters; undefined when no schema can refuse anything.
 */
export function invalidRequest(
  def: RouteDefinition,
  params: Readonly<Record<string, string>>,
): InvalidRequest | undefined {
  if (def.body && isWrite(def)) {
    const candidates: unknown[] = [
      [],
      {},
      ...objectKeys(def.body).flatMap((k) => BAD_VALUES.map((v) => ({ [k]: v }))),
    ];
    const body = candidates.find((c) => fails(def.body!, c));
    if (body !== undefined) return { params: { ...params }, query: {}, body, fails: 'body' };
  }
  if (def.query) {
    if (fails(def.query, {}))
      return { params: { ...params }, query: {}, body: isWrite(def) ? {} : undefined, fails: 'query' };
    for (const key of objectKeys(def.query)) {
      for (const bad of [...BAD_STRINGS, ['a', 'b']]) {
        const query = { [key]: bad };
        if (fails(def.query, query))
          return { params: { ...params }, query, body: isWrite(def) ? {} : undefined, fails: `query.${key}` };
      }
    }
    if (fails(def.query, { matrixUnknownKey: 'x' }))
      return { params: { ...params }, query: { matrixUnknownKey: 'x' }, fails: 'query' };
  }
  if (def.params) {
    for (const name of Object.keys(params)) {
      // Non-empty values only: an empty segment would not match the route at all.
      for (const bad of BAD_STRINGS.filter((b) => b !== '')) {
        const candidate = { ...params, [name]: bad };
        if (fails(def.params, candidate))
          return {
            params: candidate,
            query: {},
            body: isWrite(def) ? {} : undefined,
            fails: `params.${name}`,
          };
      }
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// The gateway under test
// ---------------------------------------------------------------------------------------------------

export type MatrixTarget = ServerDatabaseTarget;

/**
 * The one database kind a matrix runs on (issue 27 item 3: a test that needs one kind runs once): the
 * PostgreSQL server of DATABASE_URL when it is set (what production runs), else PGlite. What a matrix
 * checks (each route's permission guard, its merchant and store scoping, the escaping of stored text)
 * is the services' code and SQL, the same text on both kinds; each service's own suites run every
 * query on both.
 */
export function matrixTargets(env: NodeJS.ProcessEnv = process.env): MatrixTarget[] {
  return serverOrPgliteTargets(env);
}

export interface MatrixGateway {
  gateway: Gateway;
  url: string;
  jwtSecret: string;
  close(): Promise<void>;
}

/** The sign-in limits a matrix raises (svc-auth domain/signin-protection.ts). */
const SIGNIN_LIMIT_VARIABLES = ['HUB_SIGNIN_RATE_LIMIT', 'HUB_SIGNIN_IP_FAILURE_LIMIT', 'HUB_SIGNIN_ACCOUNT_FREE_FAILURES'] as const;

export const MATRIX_JWT_SECRET = 'matrix-test-secret-0123456789abcdef0123456789';

/** The one loopback port the matrices' printer fixtures aim at, opened to the outbound policy. */
/** DEMO's matrix printer (a loopback port nothing listens on) and import source (the local server's port). */
const MATRIX_OUTBOUND_ALLOW = `127.0.0.1:9,127.0.0.1:${MATRIX_SOURCE_SETTINGS.port}`;

/** The all-in-one gateway on a temp PGlite folder (or a fresh server database), demo seeded. */
export async function startMatrixGateway(target: MatrixTarget): Promise<MatrixGateway> {
  // Every role signs in many times, and the matrices send bodies sign-in refuses: the sign-in limits
  // must not answer 429 in the middle.
  const previousLimits = Object.fromEntries([...SIGNIN_LIMIT_VARIABLES, 'HUB_OUTBOUND_ALLOW'].map((name) => [name, process.env[name]]));
  for (const name of SIGNIN_LIMIT_VARIABLES) process.env[name] = '100000';
  // DEMO's matrix printer is a loopback port nothing listens on (its status answers PRN100 at once), and
  // its import source reads the local PostgreSQL server: both are opened to the outbound policy by port
  // (issue 25), the rest of loopback stays refused.
  process.env.HUB_OUTBOUND_ALLOW = [process.env.HUB_OUTBOUND_ALLOW, MATRIX_OUTBOUND_ALLOW].filter(Boolean).join(',');
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-matrix-'));
  const serverDb = await serverTestDatabase(target, join(dataDir, 'pg'));
  // The test database's own connection is not needed: the gateway opens its own on the URL.
  const gateway = await createGateway({
    dataDir,
    repoRoot: dataDir,
    databaseUrl: serverDb?.url ?? '',
    jwtSecret: MATRIX_JWT_SECRET,
    logger: silentLogger(),
    demoPassword: DEMO_PASSWORD,
  });
  const { url } = await gateway.listen(0, '127.0.0.1');
  return {
    gateway,
    url,
    jwtSecret: MATRIX_JWT_SECRET,
    async close() {
      await gateway.close();
      await serverDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      for (const [name, value] of Object.entries(previousLimits)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}

export interface SignedIn {
  accessToken: string;
  roles: string[];
  roleName: string;
  merchantID: string;
}

export async function signIn(url: string, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await request(url).post('/merchant/user/signin').send({ email, password });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
  const data = res.body.data as {
    accessToken: string;
    user: { roles: string[]; roleName: string; merchantID: string };
  };
  return {
    accessToken: data.accessToken,
    roles: data.user.roles,
    roleName: data.user.roleName,
    merchantID: data.user.merchantID,
  };
}

export interface Answer {
  status: number;
  body: { status?: string; code?: string; data?: unknown } & Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/** One call of a route through the gateway. */
export async function call(
  url: string,
  method: RouteDefinition['method'],
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  const qs = search.toString();
  let req = request(url)[method](qs ? `${path}?${qs}` : path);
  if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
  const res = options.body !== undefined ? await req.send(options.body as object) : await req;
  return { status: res.status, body: (res.body ?? {}) as Answer['body'] };
}
