-- Issue 26 item 2 and ADR 0031 ("EPCs out of the trigram index"): the search text holds product code and
-- design number only. An EPC's 24 hex digits were about half of each product's trigrams, and every import
-- paid for them in the search index (13 % of a fresh insert, 17 % of an all-changed update at 250,000
-- rows). A search finds a tag by its start instead (product-conditions.ts: a range of the (merchant, tag)
-- b-tree, products_rfid_idx), which a whole EPC, scanned or pasted, always is.
-- PostgreSQL 15 cannot change a generated column's expression: the column is made again, which rewrites
-- the table (about 100 s per million products), and its index with it.
drop index if exists catalog.products_search_trgm_idx;
alter table catalog.products drop column search_text;
alter table catalog.products
  add column search_text text generated always as (lower(product_code || ' ' || coalesce(design_number, ''))) stored;

do $$
declare
  trgm boolean := exists (select 1 from pg_extension where extname = 'pg_trgm');
  btree boolean := exists (select 1 from pg_extension where extname = 'btree_gin');
begin
  if trgm and btree then
    create index products_search_trgm_idx on catalog.products using gin (merchant_id, sid, search_text gin_trgm_ops);
  elsif trgm then
    create index products_search_trgm_idx on catalog.products using gin (search_text gin_trgm_ops);
  end if;
end
$$;
