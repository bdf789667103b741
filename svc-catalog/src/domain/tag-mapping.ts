import { normaliseTag, parseEpc, type EpcProblem, type RfidConfig, type TagEventKind, type TagMappingBody } from '@hub/contracts';

/**
 * Issue 14 item 2: what a mapping or an unmapping request does to the tags of the products involved,
 * as a pure plan the database then writes in a few set-based statements (src/db/tag-mapping.ts).
 * Products are named by id; a product's tags are in order, its primary tag (products.rfid_tag) first.
 */

/** A tag to map: the EPC (checked against the RFID config) and the product it goes to. */
export interface TagTarget {
  epc: string;
  productId: string;
}

export interface PlannedTagEvent {
  epc: string;
  kind: Extract<TagEventKind, 'MAPPED' | 'UNMAPPED' | 'MOVED'>;
  productId: string;
  /** MOVED: the product the tag came from. */
  fromProductId?: string;
}

export interface TagPlan {
  /** The tags of each product whose tags change, as they will be (primary first). */
  next: Map<string, string[]>;
  events: PlannedTagEvent[];
  counts: { mapped: number; moved: number; unmapped: number; unchanged: number };
}

/** The tags each product holds now, and who holds each tag. */
export interface TagState {
  /** Product id → its tags, primary first (every product a request involves: targets and holders). */
  tags: ReadonlyMap<string, readonly string[]>;
}

function holders(state: TagState): Map<string, string> {
  const owner = new Map<string, string>();
  for (const [productId, tags] of state.tags) for (const epc of tags) owner.set(epc, productId);
  return owner;
}

function changedOnly(before: TagState, after: Map<string, string[]>): Map<string, string[]> {
  const next = new Map<string, string[]>();
  for (const [productId, tags] of after) {
    const old = before.tags.get(productId) ?? [];
    if (old.length !== tags.length || old.some((t, i) => t !== tags[i])) next.set(productId, tags);
  }
  return next;
}

/** The tags (of the request) another product holds: refused unless the user confirmed a move. */
export function tagsHeldElsewhere(targets: readonly TagTarget[], state: TagState): { epc: string; productId: string }[] {
  const owner = holders(state);
  return targets.flatMap((t) => {
    const holder = owner.get(t.epc);
    return holder !== undefined && holder !== t.productId ? [{ epc: t.epc, productId: holder }] : [];
  });
}

/**
 * Products that would get more than one new tag in one request although a product carries one tag
 * (the RFID config's multiple tags off): which of them should it keep? Refused (TM104).
 */
export function productsGivenSeveralTags(targets: readonly TagTarget[], state: TagState): string[] {
  const owner = holders(state);
  const given = new Map<string, number>();
  for (const t of targets) if (owner.get(t.epc) !== t.productId) given.set(t.productId, (given.get(t.productId) ?? 0) + 1);
  return [...given].filter(([, n]) => n > 1).map(([productId]) => productId);
}

/**
 * Maps each target's tag to its product. A tag its product holds already changes nothing; a tag another
 * product holds moves from it (the caller checked the move was confirmed); with one tag per product
 * (`multipleTags` off) a product's other tags are unmapped as the new one is mapped.
 */
export function planMapping(targets: readonly TagTarget[], state: TagState, multipleTags: boolean): TagPlan {
  const tags = new Map([...state.tags].map(([id, list]) => [id, [...list]]));
  const owner = holders(state);
  const events: PlannedTagEvent[] = [];
  const counts = { mapped: 0, moved: 0, unmapped: 0, unchanged: 0 };
  const take = (productId: string, epc: string) => tags.set(productId, (tags.get(productId) ?? []).filter((t) => t !== epc));
  for (const { epc, productId } of targets) {
    const holder = owner.get(epc);
    if (holder === productId) {
      counts.unchanged += 1;
      continue;
    }
    if (!multipleTags) {
      for (const old of tags.get(productId) ?? []) {
        events.push({ epc: old, kind: 'UNMAPPED', productId });
        owner.delete(old);
        counts.unmapped += 1;
      }
      tags.set(productId, []);
    }
    if (holder !== undefined) {
      take(holder, epc);
      events.push({ epc, kind: 'MOVED', productId, fromProductId: holder });
      counts.moved += 1;
    } else {
      events.push({ epc, kind: 'MAPPED', productId });
      counts.mapped += 1;
    }
    tags.set(productId, [...(tags.get(productId) ?? []), epc]);
    owner.set(epc, productId);
  }
  return { next: changedOnly(state, tags), events, counts };
}

/** Takes each tag off the product holding it; the caller checked every tag is held. */
export function planUnmapping(epcs: readonly string[], state: TagState): TagPlan {
  const tags = new Map([...state.tags].map(([id, list]) => [id, [...list]]));
  const owner = holders(state);
  const events: PlannedTagEvent[] = [];
  for (const epc of new Set(epcs)) {
    const holder = owner.get(epc);
    if (holder === undefined) continue;
    tags.set(holder, (tags.get(holder) ?? []).filter((t) => t !== epc));
    owner.delete(epc);
    events.push({ epc, kind: 'UNMAPPED', productId: holder });
  }
  return { next: changedOnly(state, tags), events, counts: { mapped: 0, moved: 0, unmapped: events.length, unchanged: 0 } };
}

/** A tag of a request with the product (by code, in the request's store) it goes to. */
export interface RequestedTag {
  epc: string;
  productCode: string;
}

/** At most this many problems are listed in an error's details. */
export const LISTED_PROBLEMS = 50;

export type RequestedTagsCheck =
  | { ok: true; tags: RequestedTag[] }
  | { ok: false; code: 'TM101'; details: { index: number; value: string; problem: EpcProblem }[]; count: number }
  | { ok: false; code: 'TM103'; details: { epc: string; productCodes: string[] }[]; count: number };

/**
 * The tags of a mapping request, in its order (`epcs` to `productCode`, then `pairs`), each EPC checked
 * against the RFID config and stored as hex; a tag given twice for the same product counts once.
 * Refused whole: an EPC the config does not allow (TM101), or one given for two products (TM103).
 */
export function checkRequestedTags(body: TagMappingBody, config: Pick<RfidConfig, 'encoding' | 'length'>): RequestedTagsCheck {
  const given = [...body.epcs.map((epc) => [epc, body.productCode!] as const), ...body.pairs];
  const invalid: { index: number; value: string; problem: EpcProblem }[] = [];
  const byEpc = new Map<string, string[]>();
  const tags: RequestedTag[] = [];
  given.forEach(([raw, productCode], index) => {
    const parsed = parseEpc(raw, config);
    if (!parsed.ok) {
      invalid.push({ index, value: raw.slice(0, 80), problem: parsed.problem });
      return;
    }
    const codes = byEpc.get(parsed.epc);
    if (!codes) {
      byEpc.set(parsed.epc, [productCode]);
      tags.push({ epc: parsed.epc, productCode });
    } else if (!codes.includes(productCode)) codes.push(productCode);
  });
  if (invalid.length > 0) return { ok: false, code: 'TM101', details: invalid.slice(0, LISTED_PROBLEMS), count: invalid.length };
  const twice = [...byEpc].filter(([, codes]) => codes.length > 1).map(([epc, productCodes]) => ({ epc, productCodes }));
  if (twice.length > 0) return { ok: false, code: 'TM103', details: twice.slice(0, LISTED_PROBLEMS), count: twice.length };
  return { ok: true, tags };
}

/**
 * The EPCs a typed or scanned value may stand for: as stored (an EPC copied from a list), and as the
 * RFID config reads it (ASCII text becomes hex).
 */
export function epcCandidates(raw: string, config: Pick<RfidConfig, 'encoding' | 'length'>): string[] {
  const parsed = parseEpc(raw, config);
  const stored = normaliseTag(raw);
  return [...new Set([...(parsed.ok ? [parsed.epc] : []), ...(stored ? [stored] : [])])];
}
