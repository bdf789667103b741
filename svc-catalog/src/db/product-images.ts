import { MASTER_STORE } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** A batch of images svc-import converted (hub.import.images-staged.v1), as svc-catalog matches it. */
export interface StagedImages {
  /** A store, or MASTER for every store of `storeCodes`. */
  sid: string;
  /** The importing user's stores; null: every store of the merchant. */
  storeCodes: readonly string[] | null;
  names: readonly string[];
  /** The names whose stored image passed verification. */
  verified: readonly string[];
}

export interface ImagesMatched {
  /** The names some product of the scope matched. */
  matched: string[];
  /** Products that got a name in imageName or verifiedImageName. */
  productsUpdated: number;
  /** Of those, products that got a verified name. */
  verified: number;
}

/** The stores a batch is matched in: its store, or for MASTER the user's stores (null: all). */
function storesOf(batch: Pick<StagedImages, 'sid' | 'storeCodes'>): readonly string[] | null {
  return batch.sid === MASTER_STORE ? batch.storeCodes : [batch.sid];
}

/**
 * Names a batch of images on the products they match (issue 13 item 3), in one statement: the
 * merchant's products of the batch's stores whose product code or design number is a name, or one of
 * whose image names has it as its base name (folders and extension left out, as the image was named),
 * get the name in imageName unless one of their images already has that name, and in
 * verifiedImageName when it was verified. Products already naming it are left alone: the same batch
 * twice changes nothing. Each part is served by an index (migrations 017 and 023).
 */
export async function nameImagesOnProducts(tx: Db, merchantId: string, batch: StagedImages): Promise<ImagesMatched> {
  const stores = storesOf(batch);
  const params: unknown[] = [merchantId, [...batch.names], [...batch.verified]];
  let inScope = '';
  if (stores !== null) {
    params.push([...stores]);
    inScope = ` and p.sid = any($${params.length}::text[])`;
  }
  const [row] = await tx.query<{ matched: string[] | null; products_updated: string | number; verified: string | number }>(
    `with hits as (
        -- "active in (true, false)": both halves of products_merchant_page_idx (merchant, active, product code).
        select p.id from catalog.products p where p.merchant_id = $1 and p.active in (true, false) and p.product_code = any($2::text[])${inScope}
        union
        select p.id from catalog.products p where p.merchant_id = $1 and p.design_number = any($2::text[])${inScope}
        union
        -- "cardinality(...) > 0": the predicate of products_image_base_idx, which holds only products with an image (migration 023).
        select p.id from catalog.products p
         where p.merchant_id = $1 and cardinality(p.image_name) > 0 and catalog.image_base_names(p.image_name) && $2::text[]${inScope}
      ),
      wanted as (
        select p.id, m.names,
               array(select n from unnest(m.names) as n where not n = any(catalog.image_base_names(p.image_name))) as add_names,
               array(select n from unnest(m.names) as n where n = any($3::text[]) and not n = any(catalog.image_base_names(p.verified_image_name))) as add_verified
          from hits h
          join catalog.products p on p.id = h.id
          cross join lateral (
            select array(select distinct n from unnest($2::text[]) as n
                          where n = p.product_code or n = p.design_number or n = any(catalog.image_base_names(p.image_name))) as names
          ) m
      ),
      updated as (
        update catalog.products p
           set image_name = p.image_name || w.add_names,
               verified_image_name = p.verified_image_name || w.add_verified,
               updated_at = now(),
               changed_xid = pg_current_xact_id(),
               -- The product no longer holds what its last import gave it: a re-import compares field by field.
               import_hash = null
          from wanted w
         where p.id = w.id and (cardinality(w.add_names) > 0 or cardinality(w.add_verified) > 0)
        returning p.id, cardinality(w.add_verified) > 0 as got_verified
      )
      select (select array_agg(distinct n order by n) from wanted, unnest(wanted.names) as n) as matched,
             (select count(*) from updated) as products_updated,
             (select count(*) from updated where got_verified) as verified`,
    params,
  );
  return { matched: row?.matched ?? [], productsUpdated: Number(row?.products_updated ?? 0), verified: Number(row?.verified ?? 0) };
}
