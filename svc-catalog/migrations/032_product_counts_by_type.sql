-- Issue 30: the dashboard's products per item type (GET /merchant/products/types-and-count) counted every
-- product of the merchant on each visit (174–225 ms at 105,000 on PGlite, a sequential scan holding its one
-- connection). The kept counts of 007_product_counts.sql now hold the item type too (a product without
-- one counts under ''), so that answer sums a few rows per store and type instead. The same
-- statement-level triggers keep them: one aggregate per statement over its transition tables, never a
-- step per row (docs/adr/0046-dashboard-counts-from-the-kept-counts.md; figures: bench/RESULTS.md).
--
-- No product changes while the counts are rebuilt: writers wait for this migration's transaction.
lock table catalog.products in share mode;

alter table catalog.product_counts add column item_type text not null default '';
drop index catalog.product_counts_store_idx;
create index product_counts_store_idx on catalog.product_counts (merchant_id, sid, active, item_type);

delete from catalog.product_counts;
insert into catalog.product_counts (merchant_id, sid, active, item_type, n)
select merchant_id, sid, active, coalesce(item_type, ''), count(*) from catalog.products group by 1, 2, 3, 4;

-- As in 007, with the item type in each key: an UPDATE that changes no product's store, activity or
-- type still writes nothing.
create or replace function catalog.product_counts_apply() returns trigger language plpgsql as $$
declare
  moved text := case tg_op
    when 'INSERT' then 'select merchant_id, sid, active, coalesce(item_type, '''') as item_type, 1 as d from counted_new'
    when 'DELETE' then 'select merchant_id, sid, active, coalesce(item_type, '''') as item_type, -1 as d from counted_old'
    else 'select merchant_id, sid, active, coalesce(item_type, '''') as item_type, 1 as d from counted_new
          union all select merchant_id, sid, active, coalesce(item_type, ''''), -1 from counted_old'
  end;
begin
  execute format($q$
    with deltas as (
      select merchant_id, sid, active, item_type, sum(d) as n from (%s) m group by 1, 2, 3, 4 having sum(d) <> 0
    ), held as (
      select c.ctid as row_id from catalog.product_counts c join deltas using (merchant_id, sid, active, item_type)
      for update of c skip locked
    ), folded as (
      delete from catalog.product_counts c using held where c.ctid = held.row_id
      returning c.merchant_id, c.sid, c.active, c.item_type, c.n
    )
    insert into catalog.product_counts (merchant_id, sid, active, item_type, n)
    select merchant_id, sid, active, item_type, sum(n)
      from (select merchant_id, sid, active, item_type, n from deltas
            union all select merchant_id, sid, active, item_type, n from folded) f
     group by 1, 2, 3, 4
    having sum(n) <> 0
  $q$, moved);
  return null;
end
$$;
