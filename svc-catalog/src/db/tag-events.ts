import { TAG_HISTORY_LIMIT, type TagEvent, type TagEventKind, type TagProductRef } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/**
 * Each tag's history (issue 14 item 2; 018_tag_mapping.sql). Tag mapping adds MAPPED, UNMAPPED and
 * MOVED; a submitted count adds SEEN_IN_STOCKTAKE; printing adds PRINTED and VOIDED through
 * `addTagEvents` too, in the transaction of what it records.
 */

export interface NewTagEvent {
  epc: string;
  kind: TagEventKind;
  /** The product concerned (MOVED: where the tag went). */
  product: TagProductRef | null;
  /** MOVED: where the tag came from. */
  from?: TagProductRef | null;
  /** What made the entry (a count's key, a print job's id), to find or replace its entries later. */
  ref?: string | null;
  details?: Record<string, unknown>;
  userId?: string | null;
  /** When it happened, if not now (a count of a past day seen when its late reads arrive). */
  at?: Date;
}

/** Adds entries in one statement, whatever their number (a bulk paste of 10,000 tags). */
export async function addTagEvents(db: Db, merchantId: string, entries: readonly NewTagEvent[]): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `insert into catalog.tag_events (merchant_id, epc, kind, sid, product_code, from_sid, from_product_code, ref, details, user_id, at)
     select $1, e.epc, e.kind, e.sid, e.code, e.from_sid, e.from_code, e.ref, e.details::jsonb, e.user_id, coalesce(e.at, now())
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamptz[])
            with ordinality as e(epc, kind, sid, code, from_sid, from_code, ref, details, user_id, at, n)
      order by e.n`,
    [
      merchantId,
      entries.map((e) => e.epc),
      entries.map((e) => e.kind),
      entries.map((e) => e.product?.sid ?? null),
      entries.map((e) => e.product?.productCode ?? null),
      entries.map((e) => e.from?.sid ?? null),
      entries.map((e) => e.from?.productCode ?? null),
      entries.map((e) => e.ref ?? null),
      entries.map((e) => JSON.stringify(e.details ?? {})),
      entries.map((e) => e.userId ?? null),
      entries.map((e) => e.at?.toISOString() ?? null),
    ],
  );
}

/** Removes the entries `ref` made of `kind` (a count reconciled again replaces its sightings). */
export async function deleteTagEventsOf(db: Db, merchantId: string, kind: TagEventKind, ref: string): Promise<void> {
  await db.query(`delete from catalog.tag_events where merchant_id = $1 and ref = $2 and kind = $3`, [merchantId, ref, kind]);
}

interface TagEventRow {
  id: string;
  epc: string;
  kind: TagEventKind;
  sid: string | null;
  product_code: string | null;
  from_sid: string | null;
  from_product_code: string | null;
  details: Record<string, unknown>;
  user_id: string | null;
  at: Date | string;
}

const ref = (sid: string | null, productCode: string | null): TagProductRef | null =>
  sid !== null && productCode !== null ? { sid, productCode } : null;

function toTagEvent(row: TagEventRow): TagEvent {
  return {
    id: String(row.id),
    epc: row.epc,
    kind: row.kind,
    product: ref(row.sid, row.product_code),
    from: ref(row.from_sid, row.from_product_code),
    userId: row.user_id,
    details: row.details ?? {},
    at: (row.at instanceof Date ? row.at : new Date(row.at)).toISOString(),
  };
}

const COLUMNS = 'id, epc, kind, sid, product_code, from_sid, from_product_code, details, user_id, at';

/**
 * A tag's history, newest first (by when it happened: a past day's count seen late sorts by its day); `stores` (null: every store) keeps the entries of products of those
 * stores (a MOVED entry when either side is one).
 */
export async function tagHistory(db: Db, merchantId: string, epc: string, stores: readonly string[] | null): Promise<TagEvent[]> {
  const rows = await db.query<TagEventRow>(
    `select ${COLUMNS} from catalog.tag_events
      where merchant_id = $1 and epc = $2 and ($3::text[] is null or sid = any($3::text[]) or from_sid = any($3::text[]))
      order by at desc, id desc limit ${TAG_HISTORY_LIMIT}`,
    [merchantId, epc, stores],
  );
  return rows.map(toTagEvent);
}

/** The history of the tags a product carried (MOVED entries from it included), newest first. */
export async function productTagHistory(db: Db, merchantId: string, product: TagProductRef): Promise<TagEvent[]> {
  const rows = await db.query<TagEventRow>(
    `select ${COLUMNS} from (
       (select ${COLUMNS} from catalog.tag_events where merchant_id = $1 and sid = $2 and product_code = $3 order by at desc, id desc limit ${TAG_HISTORY_LIMIT})
       union all
       (select ${COLUMNS} from catalog.tag_events where merchant_id = $1 and from_sid = $2 and from_product_code = $3 order by at desc, id desc limit ${TAG_HISTORY_LIMIT})
     ) e order by at desc, id desc limit ${TAG_HISTORY_LIMIT}`,
    [merchantId, product.sid, product.productCode],
  );
  return rows.map(toTagEvent);
}
