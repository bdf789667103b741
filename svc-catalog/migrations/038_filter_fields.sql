-- Issue 26 item 2 (docs/adr/0050-only-filterable-fields-indexed.md): the GIN index over every
-- configured field of every product (products_fields_idx, jsonb_path_ops over `fields`) was the largest
-- single cost of writing a product (about a fifth of a fresh insert and of an all-changed update,
-- ADR 0031), for filters that only the fields a merchant has set up as filters are offered for. The
-- index now holds `filter_fields`: the values of the merchant's filter fields only, written by every
-- writer of `fields` (the import's apply, insertProducts) and kept only for products that have one.
--
-- catalog.product_filter_keys says, per merchant, which keys the writers put into filter_fields
-- (`keys`) and which of them every product of the merchant already holds there (`indexed`): the list
-- reads a filter on an indexed key through filter_fields and its index, any other filter on `fields`
-- (the same answer, without the index). When a merchant's filters change, the products are rewritten in
-- batches by a leased worker (rewrite_after: the last product id rewritten, so a restart resumes),
-- then the new keys become indexed. Writers hold the merchant's row FOR SHARE for their transaction,
-- and a change of keys takes it FOR UPDATE, so no write made under the old keys lands after the
-- rewrite has passed it.
alter table catalog.products add column filter_fields jsonb not null default '{}'::jsonb;

drop index if exists catalog.products_fields_idx;
do $$
begin
  if exists (select 1 from pg_extension where extname = 'btree_gin') then
    create index products_filter_fields_idx on catalog.products using gin (merchant_id, sid, filter_fields jsonb_path_ops)
      where filter_fields <> '{}'::jsonb;
  else
    create index products_filter_fields_idx on catalog.products using gin (filter_fields jsonb_path_ops)
      where filter_fields <> '{}'::jsonb;
  end if;
end
$$;

create table catalog.product_filter_keys (
  merchant_id text primary key,
  keys text[] not null default '{}',
  indexed text[] not null default '{}',
  rewrite_after bigint not null default 0,
  lease_owner text,
  lease_until timestamptz,
  updated_at timestamptz not null default now()
);
