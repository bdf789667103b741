import type { StocktakeAppProduct, StocktakeConfigSavedData } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { fixedColumnOf } from './product-conditions';

/** The stock-take app's reads (issue 12 item 2): the version, the store's products (whole or changed), filter values, and svc-stocktake's configs. */

/** The current version: this transaction's snapshot as text. */
export async function currentVersion(db: Db): Promise<string> {
  const [row] = await db.query<{ v: string }>(`select pg_current_snapshot()::text as v`);
  return row!.v;
}

type ProductRow = { product_code: string; rfid_tag: string | null; design_number: string | null; item_type: string | null; item_status: string | null; active: boolean; fields: Record<string, unknown> | null };

const productOf = (r: ProductRow): StocktakeAppProduct => ({
  productCode: r.product_code,
  rfidTag: r.rfid_tag,
  designNumber: r.design_number,
  itemType: r.item_type,
  itemStatus: r.item_status,
  active: r.active,
  fields: r.fields ?? {},
});

const COLUMNS = 'product_code, rfid_tag, design_number, item_type, item_status, active, fields';

/**
 * One page of the store's products in product-code order after `after`: with `since`, every product
 * written by a transaction that version could not see (inactive ones too: the tablet drops them);
 * without, the active ones.
 */
export async function appProductsPage(
  db: Db,
  merchantId: string,
  sid: string,
  page: { since: string | null; after: string | null; limit: number },
): Promise<StocktakeAppProduct[]> {
  const rows =
    page.since === null
      ? await db.query<ProductRow>(
          `select ${COLUMNS} from catalog.products
            where merchant_id = $1 and sid = $2 and active and ($3::text is null or product_code > $3)
            order by product_code limit $4`,
          [merchantId, sid, page.after, page.limit],
        )
      : await db.query<ProductRow>(
          `select ${COLUMNS} from catalog.products
            where merchant_id = $1 and sid = $2
              and changed_xid >= pg_snapshot_xmin($3::pg_snapshot)
              and not pg_visible_in_snapshot(changed_xid, $3::pg_snapshot)
              and ($4::text is null or product_code > $4)
            order by product_code limit $5`,
          [merchantId, sid, page.since, page.after, page.limit],
        );
  return rows.map(productOf);
}

/** At most this many values per filter field (a field with more is not a useful count filter). */
export const MAX_FILTER_VALUES = 500;

/** The values each field holds among the store's active products, sorted; a list field's items one by one. */
export async function filterValues(db: Db, merchantId: string, sid: string, fields: readonly string[]): Promise<{ field: string; values: string[] }[]> {
  const out: { field: string; values: string[] }[] = [];
  for (const field of fields) {
    const column = fixedColumnOf(field);
    const rows = column
      ? await db.query<{ v: string }>(
          `select distinct ${column}::text as v from catalog.products where merchant_id = $1 and sid = $2 and active and ${column} is not null order by 1 limit ${MAX_FILTER_VALUES}`,
          [merchantId, sid],
        )
      : await db.query<{ v: string }>(
          `select distinct e.v from catalog.products p
             cross join lateral jsonb_array_elements_text(
               case jsonb_typeof(p.fields -> $3) when 'array' then p.fields -> $3 when 'null' then '[]'::jsonb else jsonb_build_array(p.fields -> $3) end
             ) as e(v)
            where p.merchant_id = $1 and p.sid = $2 and p.active and p.fields ? $3
            order by 1 limit ${MAX_FILTER_VALUES}`,
          [merchantId, sid, field],
        );
    out.push({ field, values: rows.map((r) => r.v) });
  }
  return out;
}

/** svc-stocktake's configs as last published; a kind never saved is absent. */
export async function readStocktakeConfigs(db: Db, merchantId: string): Promise<Partial<Record<'stocktake' | 'report', Record<string, unknown>>>> {
  const rows = await db.query<{ kind: 'stocktake' | 'report'; config: Record<string, unknown> }>(
    `select kind, config from catalog.stocktake_configs where merchant_id = $1`,
    [merchantId],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.config]));
}

/** Keeps the newest copy of a config (an older event arriving late changes nothing). */
export async function keepStocktakeConfig(db: Db, merchantId: string, data: StocktakeConfigSavedData): Promise<void> {
  await db.query(
    `insert into catalog.stocktake_configs (merchant_id, kind, config, updated_at) values ($1, $2, $3::jsonb, $4)
     on conflict (merchant_id, kind) do update set config = excluded.config, updated_at = excluded.updated_at
      where catalog.stocktake_configs.updated_at <= excluded.updated_at`,
    [merchantId, data.kind, JSON.stringify(data.config), data.updatedAt],
  );
}
