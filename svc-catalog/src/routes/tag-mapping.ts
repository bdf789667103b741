import {
  MASTER_STORE,
  PERMISSIONS,
  PRODUCT_CODES,
  RFID_CODES,
  TAG_MAPPING_MAX_TAGS,
  tagMappingApi,
  type ProductTagsAnswer,
  type TagInUse,
  type TagLookupAnswer,
  type TagMappingBody,
  type TagMappingResult,
} from '@hub/contracts';
import { AppError, route, scopeAllowsStore, storesInScope, type Db, type Emit, type MerchantScope, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { readStoredConfig } from '../db/global-config';
import { readRfidConfig } from '../db/rfid-config';
import { addTagEvents, productTagHistory, tagHistory } from '../db/tag-events';
import { holdersOf, lockTagMapping, productsByCode, tagsOfProducts, writeProductTags, type TagProductRow } from '../db/tag-mapping';
import { effectiveConfig } from '../domain/global-config';
import {
  LISTED_PROBLEMS,
  checkRequestedTags,
  epcCandidates,
  planMapping,
  planUnmapping,
  productsGivenSeveralTags,
  tagsHeldElsewhere,
  type TagPlan,
} from '../domain/tag-mapping';

const READ = PERMISSIONS.TAG_MAPPING_READ_PREVIEW;
const WRITE = { all: [PERMISSIONS.TAG_MAPPING_READ_PREVIEW, PERMISSIONS.TAG_MAPPING_MODIFY] };
/** How many changed products an answer lists with their tags. */
const LISTED_PRODUCTS = 100;

type Scope = MerchantScope;

/** Tag mapping follows the global config's allowTagMapping, as its menu entry does (TM106). */
async function assertTagMappingOn(db: Db, merchantId: string): Promise<void> {
  if (!effectiveConfig(await readStoredConfig(db, merchantId)).allowTagMapping) throw new AppError(RFID_CODES.TAG_MAPPING_OFF, 403);
}

/** What a mapping or unmapping request writes, and who asked. */
interface PlanWrite {
  tx: Db;
  emit: Emit;
  merchantId: string;
  userId: string;
  plan: TagPlan;
  /** The tags of the products involved before the plan. */
  before: ReadonlyMap<string, readonly string[]>;
  products: ReadonlyMap<string, TagProductRow>;
  /** The request's audit entry, given the answer. */
  audit: (result: TagMappingResult) => { action: 'tag.mapped' | 'tag.unmapped'; storeCode?: string; details: Record<string, unknown>; ip: string | null };
}

/** Writes a plan: the products' tags, each tag's history and the request's audit entry; answers what it did. */
async function writePlan(eventing: ServiceEventing, w: PlanWrite): Promise<TagMappingResult> {
  const refOf = (id: string | undefined) => {
    const p = id === undefined ? undefined : w.products.get(id);
    return p ? { sid: p.sid, productCode: p.productCode } : null;
  };
  const result: TagMappingResult = {
    ...w.plan.counts,
    products: [...w.plan.next]
      .slice(0, LISTED_PRODUCTS)
      .map(([id, tags]) => ({ ...refOf(id)!, tags: tags.map((epc, i) => ({ epc, primary: i === 0 })) })),
  };
  await writeProductTags(w.tx, w.merchantId, w.before, w.plan.next);
  await addTagEvents(
    w.tx,
    w.merchantId,
    w.plan.events.map((e) => ({ epc: e.epc, kind: e.kind, product: refOf(e.productId), from: refOf(e.fromProductId), userId: w.userId })),
  );
  await w.emit(eventing.auditEvent(w.merchantId, { userId: w.userId, ...w.audit(result) }));
  return result;
}

/**
 * Maps a request's tags to products of the store `sid` (spec section 7 `POST .../tag-mapping?sid`):
 * checked whole before anything is written, then written in a few set-based statements, the tags'
 * history and one audit entry with it.
 */
async function mapTags(db: Db, eventing: ServiceEventing, scope: Scope, userId: string, ip: string | null, sid: string, body: TagMappingBody): Promise<TagMappingResult> {
  if (sid === MASTER_STORE) throw new AppError(RFID_CODES.STORE_REQUIRED, 400);
  storesInScope(scope, sid);
  if (body.epcs.length + body.pairs.length > TAG_MAPPING_MAX_TAGS) throw new AppError(RFID_CODES.TOO_MANY_TAGS, 413, { max: TAG_MAPPING_MAX_TAGS });
  await assertTagMappingOn(db, scope.merchantId);
  const config = await readRfidConfig(db, scope.merchantId);
  const checked = checkRequestedTags(body, config);
  if (!checked.ok) throw new AppError(checked.code, 400, { count: checked.count, tags: checked.details });
  return eventing.transaction(async (tx, emit) => {
    await lockTagMapping(tx, scope.merchantId);
    const targets = await productsByCode(tx, scope.merchantId, sid, checked.tags.map((t) => t.productCode));
    const unknown = [...new Set(checked.tags.map((t) => t.productCode).filter((code) => !targets.has(code)))];
    if (unknown.length > 0) throw new AppError(PRODUCT_CODES.NOT_FOUND, 404, { count: unknown.length, productCodes: unknown.slice(0, LISTED_PROBLEMS) });
    const requested = checked.tags.map((t) => ({ epc: t.epc, productId: targets.get(t.productCode)!.id }));
    const held = await holdersOf(tx, scope.merchantId, requested.map((t) => t.epc));
    const products = new Map<string, TagProductRow>([...targets.values(), ...held.map((h) => h.product)].map((p) => [p.id, p]));
    const state = { tags: await tagsOfProducts(tx, scope.merchantId, [...products.keys()]) };
    if (!config.multipleTags) {
      const several = productsGivenSeveralTags(requested, state);
      if (several.length > 0) throw new AppError(RFID_CODES.ONE_TAG_PER_PRODUCT, 400, { productCodes: several.slice(0, LISTED_PROBLEMS).map((id) => products.get(id)!.productCode) });
    }
    const elsewhere = tagsHeldElsewhere(requested, state);
    if (elsewhere.length > 0 && !body.move) {
      const inUse: TagInUse[] = elsewhere.slice(0, LISTED_PROBLEMS).map((e) => ({ epc: e.epc, productCode: products.get(e.productId)!.productCode, sid: products.get(e.productId)!.sid }));
      throw new AppError(RFID_CODES.TAG_IN_USE, 409, { count: elsewhere.length, tags: inUse });
    }
    // A move changes the product the tag leaves: a store-bound user may take it only from their stores.
    if (elsewhere.some((e) => !scopeAllowsStore(scope, products.get(e.productId)!.sid))) throw new AppError('UAC108', 403);
    return writePlan(eventing, {
      tx,
      emit,
      merchantId: scope.merchantId,
      userId,
      plan: planMapping(requested, state, config.multipleTags),
      before: state.tags,
      products,
      audit: (result) => ({
        action: 'tag.mapped',
        storeCode: sid,
        details: { sid, mapped: result.mapped, moved: result.moved, unmapped: result.unmapped, unchanged: result.unchanged, productCodes: result.products.slice(0, 20).map((p) => p.productCode) },
        ip,
      }),
    });
  });
}

/** Takes tags off the products holding them (any store the caller may change); TM105 when one is held by none. */
async function unmapTags(db: Db, eventing: ServiceEventing, scope: Scope, userId: string, ip: string | null, epcs: readonly string[]): Promise<TagMappingResult> {
  if (epcs.length > TAG_MAPPING_MAX_TAGS) throw new AppError(RFID_CODES.TOO_MANY_TAGS, 413, { max: TAG_MAPPING_MAX_TAGS });
  await assertTagMappingOn(db, scope.merchantId);
  const config = await readRfidConfig(db, scope.merchantId);
  const candidates = epcs.map((raw) => ({ raw, epcs: epcCandidates(raw, config) }));
  return eventing.transaction(async (tx, emit) => {
    await lockTagMapping(tx, scope.merchantId);
    const held = await holdersOf(tx, scope.merchantId, candidates.flatMap((c) => c.epcs));
    const heldEpcs = new Set(held.map((h) => h.epc));
    const missing = candidates.filter((c) => !c.epcs.some((e) => heldEpcs.has(e))).map((c) => c.raw.slice(0, 80));
    if (missing.length > 0) throw new AppError(RFID_CODES.TAG_NOT_MAPPED, 404, { count: missing.length, epcs: missing.slice(0, LISTED_PROBLEMS) });
    if (held.some((h) => !scopeAllowsStore(scope, h.product.sid))) throw new AppError('UAC108', 403);
    const products = new Map(held.map((h) => [h.product.id, h.product]));
    const state = { tags: await tagsOfProducts(tx, scope.merchantId, [...products.keys()]) };
    return writePlan(eventing, {
      tx,
      emit,
      merchantId: scope.merchantId,
      userId,
      plan: planUnmapping([...heldEpcs], state),
      before: state.tags,
      products,
      audit: (result) => ({
        action: 'tag.unmapped',
        details: { unmapped: result.unmapped, productCodes: result.products.slice(0, 20).map((p) => p.productCode), stores: [...new Set(held.map((h) => h.product.sid))] },
        ip,
      }),
    });
  });
}

/**
 * A tag: the product holding it (named whatever its store: a user holding the tag needs to know whose
 * it is) and its history, of the caller's stores when store-bound.
 */
async function lookupTag(db: Db, scope: Scope, raw: string): Promise<TagLookupAnswer> {
  const config = await readRfidConfig(db, scope.merchantId);
  const candidates = epcCandidates(raw, config);
  const held = await holdersOf(db, scope.merchantId, candidates);
  const holder = held[0];
  const stores = storesInScope(scope);
  const histories = await Promise.all(candidates.map((epc) => tagHistory(db, scope.merchantId, epc, stores)));
  const withHistory = candidates.find((_, i) => histories[i]!.length > 0);
  const epc = holder?.epc ?? withHistory ?? candidates[0] ?? raw.trim();
  const history = histories[candidates.indexOf(epc)] ?? [];
  const product = holder ? { productCode: holder.product.productCode, sid: holder.product.sid, designNumber: holder.product.designNumber, itemType: holder.product.itemType } : null;
  return { epc, product, history };
}

async function productTags(db: Db, scope: Scope, productCode: string, sid: string): Promise<ProductTagsAnswer> {
  storesInScope(scope, sid);
  const product = (await productsByCode(db, scope.merchantId, sid, [productCode])).get(productCode);
  if (!product || sid === MASTER_STORE) throw new AppError(PRODUCT_CODES.NOT_FOUND, 404);
  const tags = (await tagsOfProducts(db, scope.merchantId, [product.id])).get(product.id) ?? [];
  return {
    productCode,
    sid,
    tags: tags.map((epc, i) => ({ epc, primary: i === 0 })),
    history: await productTagHistory(db, scope.merchantId, { sid, productCode }),
  };
}

/** Issue 14 item 2: reusable tag mapping (map, unmap, a tag's and a product's history). */
export function tagMappingRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  return [
    route(tagMappingApi.map, {
      permission: WRITE,
      summary:
        'Map tags to products of ?sid: body { productCode, epcs } and/or { pairs: [[epc, productCode]] }, move: true to take a tag from another product (else TM100 naming it); TM101 an EPC the RFID config refuses, TM102 over 20,000 tags, TM103 a tag for two products, TM104 several tags for a product that carries one, PD100 unknown products. Nothing changes when refused.',
      handler: async ({ scope, auth, query, body, req }) => ({
        code: 'TM000',
        data: await mapTags(db, eventing, scope, auth.sub, req.ip ?? null, query.sid, body),
      }),
    }),
    route(tagMappingApi.unmap, {
      permission: WRITE,
      summary: 'Take tags off the products holding them: body { epcs }; TM105 (nothing changes) when one is held by none.',
      handler: async ({ scope, auth, body, req }) => ({
        code: 'TM001',
        data: await unmapTags(db, eventing, scope, auth.sub, req.ip ?? null, body.epcs),
      }),
    }),
    route(tagMappingApi.tag, {
      permission: READ,
      summary: 'A tag (?epc, as stored or as the reader gives it): the product holding it and its history.',
      handler: async ({ scope, query }) => ({ code: 'TM002', data: await lookupTag(db, scope, query.epc) }),
    }),
    route(tagMappingApi.product, {
      permission: READ,
      summary: "A product (?productCode, ?sid): its tags, primary first, and the history of tags on it; 404 PD100.",
      handler: async ({ scope, query }) => ({ code: 'TM002', data: await productTags(db, scope, query.productCode, query.sid) }),
    }),
  ];
}
