-- Issue 5 item 4: products. The fixed fields of spec section 3 are columns; the merchant's configured
-- fields (data mapping) live in `fields` (JSONB, numbers as JSON numbers, multi-value fields as arrays).
-- Index choices and their measurements: bench/RESULTS.md, section "Catalogue".
create table catalog.products (
  id bigint generated always as identity primary key,
  merchant_id text not null,
  sid text not null,
  product_code text not null,
  rfid_tag text,
  design_number text,
  item_type text,
  item_status text,
  active boolean not null default true,
  image_name text[] not null default '{}',
  verified_image_name text[] not null default '{}',
  is_mapped boolean not null default false,
  printing_status text not null default 'NOT_PRINTED',
  fields jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_merchant_store_code_key unique (merchant_id, sid, product_code)
);

-- Paging one store: merchant, store, active, then the page order.
create index products_store_page_idx on catalog.products (merchant_id, sid, active, product_code);
-- Paging every store of the merchant (MASTER), in the same order.
create index products_merchant_page_idx on catalog.products (merchant_id, active, product_code, sid);
-- By RFID tag (GET ?rfidTag=), and the distinct types / counts per store of the dashboard.
create index products_rfid_idx on catalog.products (merchant_id, rfid_tag);
create index products_store_type_idx on catalog.products (merchant_id, sid, item_type);
-- searchText is a substring of product code, design number or RFID tag, any case: pg_trgm's GIN
-- serves `like '%text%'`. Equality and "in" filters on configured fields are `fields @> '{"karat":"18K"}'`:
-- jsonb_path_ops GIN. With btree_gin, both GIN indexes also hold merchant_id and sid, so that a search
-- or a filter in one store intersects inside the index instead of visiting every matching row of the
-- merchant (bench/RESULTS.md). PGlite loads both extensions (@hub/service-kit openPglite); where one
-- is missing the same queries run on the narrower index, or on the btree indexes above.
do $$
declare
  trgm boolean := exists (select 1 from pg_available_extensions where name = 'pg_trgm');
  btree boolean := exists (select 1 from pg_available_extensions where name = 'btree_gin');
  search text := $s$(lower(product_code || ' ' || coalesce(design_number, '') || ' ' || coalesce(rfid_tag, ''))) gin_trgm_ops$s$;
begin
  if trgm then create extension if not exists pg_trgm; end if;
  if btree then create extension if not exists btree_gin; end if;
  if trgm and btree then
    execute 'create index products_search_trgm_idx on catalog.products using gin (merchant_id, sid, ' || search || ')';
  elsif trgm then
    execute 'create index products_search_trgm_idx on catalog.products using gin (' || search || ')';
  end if;
  if btree then
    create index products_fields_idx on catalog.products using gin (merchant_id, sid, fields jsonb_path_ops);
  else
    create index products_fields_idx on catalog.products using gin (fields jsonb_path_ops);
  end if;
end
$$;
