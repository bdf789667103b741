import {
  DEFAULT_TAG_DESIGN,
  EVENT_TYPES,
  PERMISSIONS,
  PRINT_FAILURE_REASONS,
  PRINT_JOB_MAX_PRODUCTS,
  PRINTING_CODES,
  PRODUCT_CODES,
  RFID_CODES,
  allocatedEpc,
  localeFromAcceptLanguage,
  printJobApi,
  type PrintJobBody,
  type PrintJobSummary,
  type TagDesignLayoutInput,
} from '@hub/contracts';
import { AppError, createEvent, route, storesInScope, type Db, type MerchantScope, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { readStoredConfig } from '../db/global-config';
import {
  endItems,
  endPrintJob,
  findPrintJobRow,
  insertPrintJob,
  itemsIn,
  jobStores,
  listPrintJobs,
  printableProducts,
  printJobSummary,
  printJobWithItems,
  setProductPrinting,
  takeEpcSerials,
  type PrintableProduct,
} from '../db/print-jobs';
import { defaultPrintingConfig, findPrintingConfig } from '../db/printing-configs';
import { conditionsOf } from '../db/product-conditions';
import { readRfidConfig } from '../db/rfid-config';
import { refuseBlockedPrinter } from '../jobs/printer-policy';
import { firstTagDesign, findTagDesign } from '../db/tag-designs';
import { holdersOf, lockTagMapping } from '../db/tag-mapping';
import { selectedProductRefs } from '../db/products';
import { effectiveConfig } from '../domain/global-config';
import { uniqueProducts } from '../domain/print-jobs';
import { jobStoreCode, printJobQueuedDetails } from '../domain/printing-audit';
import { endAbandonedLabels, jobEndedAudit, progressEvent } from '../jobs/print-job-ends';

const WRITE = PERMISSIONS.RFID_PRINTING_MODIFY_PRINTING;
/** How many problem products an error names. */
const LISTED = 50;
const HEX_EPC = /^(?:[0-9A-F]{2})+$/;

/** The products a job names: listed ones (each store checked against the caller's), or those a selection matches. */
async function requestedProducts(db: Db, scope: MerchantScope, body: PrintJobBody): Promise<{ sid: string; productCode: string }[]> {
  if (body.products) {
    const refs = uniqueProducts(body.products);
    for (const sid of new Set(refs.map((r) => r.sid))) storesInScope(scope, sid);
    return refs;
  }
  const selection = body.selection!;
  const filters = { ...(selection.filters ?? {}), ...(selection.printingStatus ? { printingStatus: selection.printingStatus } : {}) };
  const conditions = await conditionsOf(db, scope, { sid: selection.sid, active: selection.active, searchText: selection.searchText, filters });
  return selectedProductRefs(db, scope.merchantId, conditions, PRINT_JOB_MAX_PRODUCTS + 1);
}

/**
 * EPCs for products without a tag, from the merchant's serial (allocatedEpc): serials whose EPC a
 * product already holds are skipped (taken for good all the same).
 */
async function allocateEpcs(tx: Db, merchantId: string, count: number, config: { encoding: 'HEX' | 'ASCII'; length: number }): Promise<string[]> {
  const epcs: string[] = [];
  for (let round = 0; epcs.length < count; round++) {
    if (round > 20) throw new AppError(PRINTING_CODES.EPC_EXHAUSTED, 409);
    const wanted = count - epcs.length;
    const first = await takeEpcSerials(tx, merchantId, wanted);
    const candidates: string[] = [];
    for (let i = 0n; i < BigInt(wanted); i++) {
      const epc = allocatedEpc(first + i, config);
      if (epc === null) throw new AppError(PRINTING_CODES.EPC_EXHAUSTED, 409);
      candidates.push(epc);
    }
    const held = new Set((await holdersOf(tx, merchantId, candidates)).map((h) => h.epc));
    epcs.push(...candidates.filter((epc) => !held.has(epc)));
  }
  return epcs;
}

/** Who asks, from where (the audit entry's user and address). */
interface Caller {
  userId: string;
  ip: string | null;
}

async function createJob(db: Db, eventing: ServiceEventing, scope: MerchantScope, caller: Caller, locale: string, body: PrintJobBody): Promise<PrintJobSummary> {
  if (!effectiveConfig(await readStoredConfig(db, scope.merchantId)).allowPrinting) throw new AppError(PRINTING_CODES.PRINTING_OFF, 403);
  const config = body.configId !== undefined ? await findPrintingConfig(db, scope.merchantId, body.configId) : await defaultPrintingConfig(db, scope.merchantId);
  if (!config) throw new AppError(body.configId !== undefined ? PRINTING_CODES.CONFIG_NOT_FOUND : PRINTING_CODES.DEFAULT_NOT_FOUND, 404);
  // Issue 25: a printer whose address the outbound policy refuses gets no job (PRN112, audited).
  await refuseBlockedPrinter(eventing, scope.merchantId, caller, config);
  const designId = body.designId ?? config.tagDesignId;
  const stored = designId ? await findTagDesign(db, scope.merchantId, designId) : await firstTagDesign(db, scope.merchantId);
  if (body.designId !== undefined && !stored) throw new AppError(PRINTING_CODES.DESIGN_NOT_FOUND, 404);
  const base = stored ?? DEFAULT_TAG_DESIGN;
  // The printer's loaded labels, when its config says, win over the design's size.
  const design: TagDesignLayoutInput & { name: string } = {
    name: base.name,
    widthMm: config.labelWidthMm ?? base.widthMm,
    heightMm: config.labelHeightMm ?? base.heightMm,
    dpi: base.dpi,
    elements: base.elements,
  };
  const refs = await requestedProducts(db, scope, body);
  if (refs.length === 0) throw new AppError(PRINTING_CODES.JOB_NO_PRODUCTS, 400);
  if (refs.length > PRINT_JOB_MAX_PRODUCTS) throw new AppError(PRINTING_CODES.JOB_TOO_MANY, 413, { max: PRINT_JOB_MAX_PRODUCTS });
  const rfid = await readRfidConfig(db, scope.merchantId);
  const summary = await eventing.transaction(async (tx, emit) => {
    // Allocated EPCs are checked against every tag of the merchant: tag mapping waits meanwhile.
    await lockTagMapping(tx, scope.merchantId);
    const found = new Map((await printableProducts(tx, scope.merchantId, refs)).map((p) => [`${p.sid}\u0000${p.productCode}`, p]));
    const missing = refs.filter((r) => !found.has(`${r.sid}\u0000${r.productCode}`));
    if (missing.length > 0) throw new AppError(PRODUCT_CODES.NOT_FOUND, 404, { count: missing.length, products: missing.slice(0, LISTED) });
    const products = refs.map((r) => found.get(`${r.sid}\u0000${r.productCode}`)!);
    const queued = products.filter((p) => p.printingStatus === 'QUEUED');
    if (queued.length > 0) throw new AppError(PRINTING_CODES.ALREADY_QUEUED, 409, { count: queued.length, products: queued.slice(0, LISTED).map(refOf) });
    const badTags = products.filter((p) => p.rfidTag !== null && !HEX_EPC.test(p.rfidTag));
    if (badTags.length > 0) throw new AppError(RFID_CODES.TAG_INVALID, 400, { count: badTags.length, products: badTags.slice(0, LISTED).map(refOf) });
    const allocated = await allocateEpcs(tx, scope.merchantId, products.filter((p) => p.rfidTag === null).length, rfid);
    let next = 0;
    const items = products.map((p) => ({
      ...refOf(p),
      epc: p.rfidTag ?? allocated[next++]!,
      allocated: p.rfidTag === null,
      previousStatus: p.printingStatus,
    }));
    const jobId = await insertPrintJob(tx, {
      merchantId: scope.merchantId,
      configId: config.id,
      configName: config.name,
      designId: stored?.id ?? null,
      design,
      copies: body.copies,
      locale,
      userId: caller.userId,
      items,
    });
    await setProductPrinting(tx, scope.merchantId, items.map((i) => ({ sid: i.sid, productCode: i.productCode, status: 'QUEUED', reason: null, jobId, printed: false })));
    const row = (await findPrintJobRow(tx, scope.merchantId, jobId))!;
    const job = await printJobSummary(tx, row);
    const { total, queued: waiting, printed, voided, failed, cancelled } = job.counts;
    const stores = jobStores(items);
    await emit([
      createEvent(EVENT_TYPES.PRINT_PROGRESS, scope.merchantId, { jobId, status: job.status, total, queued: waiting, printed, voided, failed, cancelled, reason: null, stores }),
      eventing.auditEvent(scope.merchantId, {
        userId: caller.userId,
        action: 'print-job.queued',
        storeCode: jobStoreCode(stores),
        details: printJobQueuedDetails(job, items.length, allocated.length, stores),
        ip: caller.ip,
      }),
    ]);
    return job;
  });
  return summary;
}

const refOf = (p: PrintableProduct) => ({ sid: p.sid, productCode: p.productCode });

/**
 * Cancels the labels not sent yet; their products go back to the status they had. Labels being sent
 * stay with the worker sending them (it records how they came out) unless its lease ran out (it
 * crashed): then they end as interrupted (PRN110) now. A store-bound caller cancels only jobs of its
 * stores (another's is PRJ101).
 */
async function cancelJob(eventing: ServiceEventing, scope: MerchantScope, jobId: string, caller: Caller): Promise<PrintJobSummary> {
  return eventing.transaction(async (tx, emit) => {
    const row = await findPrintJobRow(tx, scope.merchantId, jobId, true, storesInScope(scope));
    if (!row) throw new AppError(PRINTING_CODES.JOB_NOT_FOUND, 404);
    if (row.status !== 'QUEUED' && row.status !== 'RUNNING') throw new AppError(PRINTING_CODES.JOB_ENDED, 409, { status: row.status });
    const queued = await itemsIn(tx, jobId, 'QUEUED');
    const ended = await endItems(tx, jobId, queued.map((i) => ({ n: i.n, status: 'CANCELLED' as const, reason: PRINT_FAILURE_REASONS.CANCELLED, readBack: null })), 'QUEUED', null);
    await setProductPrinting(tx, scope.merchantId, ended.map((i) => ({ sid: i.sid, productCode: i.product_code, status: i.previous_status, reason: null, jobId, printed: false })));
    await endAbandonedLabels(tx, row);
    await endPrintJob(tx, jobId, 'CANCELLED', null);
    await emit([await progressEvent(tx, row), await jobEndedAudit(eventing, tx, row, { status: 'CANCELLED', reason: null, by: caller })]);
    return printJobSummary(tx, (await findPrintJobRow(tx, scope.merchantId, jobId))!);
  });
}

/** Print jobs (issue 14 items 3 and 4), on RFID_PRINTING_MODIFY_PRINTING; `wake` nudges the worker. */
export function printJobRoutes(db: Db, eventing: ServiceEventing, wake: () => void): RouteDefinition[] {
  return [
    route(printJobApi.create, {
      permission: WRITE,
      summary:
        'Queue labels: body { products: [{ productCode, sid }] } or { selection: { sid, active, searchText, printingStatus, filters } }, configId (default: the default config, CRP101), designId, copies. A product without a tag gets an EPC from the merchant serial, mapped once printed. PRJ100 none, PRJ103 over 5,000, PRJ105 already queued, PD100 unknown, CRP104 printing off.',
      handler: async ({ scope, auth, body, req }) => {
        const job = await createJob(db, eventing, scope, { userId: auth.sub, ip: req.ip ?? null }, localeFromAcceptLanguage(req.headers['accept-language']), body);
        wake();
        return { code: PRINTING_CODES.JOB_QUEUED, data: job };
      },
    }),
    route(printJobApi.list, {
      permission: WRITE,
      summary: "The newest print jobs of the merchant with their counts (?limit ≤ 100); a store-bound user's, those whose every label is in its stores.",
      handler: async ({ scope, query }) => ({ code: PRINTING_CODES.JOBS_FETCHED, data: await listPrintJobs(db, scope.merchantId, query.limit, storesInScope(scope)) }),
    }),
    route(printJobApi.get, {
      permission: WRITE,
      summary: "A print job with each label's status, reason and read-back EPC; 404 PRJ101 (also another store's job for a store-bound user).",
      handler: async ({ scope, params }) => {
        const row = await findPrintJobRow(db, scope.merchantId, params.id, false, storesInScope(scope));
        if (!row) throw new AppError(PRINTING_CODES.JOB_NOT_FOUND, 404);
        return { code: PRINTING_CODES.JOBS_FETCHED, data: await printJobWithItems(db, row) };
      },
    }),
    route(printJobApi.cancel, {
      permission: WRITE,
      summary:
        "Cancel the labels not sent yet (their products get their status back; labels a crashed worker left being sent end as interrupted, PRN110); 409 PRJ102 when the job has ended, 404 PRJ101 (also another store's job for a store-bound user).",
      handler: async ({ scope, auth, params, req }) => ({
        code: PRINTING_CODES.JOB_CANCELLED,
        data: await cancelJob(eventing, scope, params.id, { userId: auth.sub, ip: req.ip ?? null }),
      }),
    }),
  ];
}
