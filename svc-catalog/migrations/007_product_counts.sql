-- Issue 9, "Lists fast in every shape": how many products each store holds, active or not, kept by
-- the database itself. POST /merchant/products/count without search and filters (the count the
-- product list opens with) sums these rows instead of counting a million index entries; with a
-- search or filters it counts the products (src/db/product-list.ts). Figures: bench/RESULTS.md.
--
-- A store's count is the sum of its rows here (a row per open writer at most): each statement that
-- changes products adds its own delta row and folds into it the rows no other open transaction
-- holds (FOR UPDATE SKIP LOCKED). So writers never wait on one another for a count: an import that
-- keeps its transaction open does not hold up a sale in the same store, and a rolled-back statement
-- takes its delta (and its folding) with it.
create table catalog.product_counts (
  merchant_id text not null,
  sid text not null,
  active boolean not null,
  n bigint not null
);
create index product_counts_store_idx on catalog.product_counts (merchant_id, sid, active);

insert into catalog.product_counts (merchant_id, sid, active, n)
select merchant_id, sid, active, count(*) from catalog.products group by merchant_id, sid, active;

-- One statement-level trigger per kind of change, each with the statement's rows as a transition
-- table: a COPY or a multi-row INSERT of a whole import adds one delta per store. An UPDATE that
-- moves no product between stores or activities changes no count and writes nothing.
create function catalog.product_counts_apply() returns trigger language plpgsql as $$
declare
  moved text := case tg_op
    when 'INSERT' then 'select merchant_id, sid, active, 1 as d from counted_new'
    when 'DELETE' then 'select merchant_id, sid, active, -1 as d from counted_old'
    else 'select merchant_id, sid, active, 1 as d from counted_new union all select merchant_id, sid, active, -1 from counted_old'
  end;
begin
  execute format($q$
    with deltas as (
      select merchant_id, sid, active, sum(d) as n from (%s) m group by 1, 2, 3 having sum(d) <> 0
    ), held as (
      select c.ctid as row_id from catalog.product_counts c join deltas using (merchant_id, sid, active)
      for update of c skip locked
    ), folded as (
      delete from catalog.product_counts c using held where c.ctid = held.row_id
      returning c.merchant_id, c.sid, c.active, c.n
    )
    insert into catalog.product_counts (merchant_id, sid, active, n)
    select merchant_id, sid, active, sum(n)
      from (select merchant_id, sid, active, n from deltas union all select merchant_id, sid, active, n from folded) f
     group by 1, 2, 3
    having sum(n) <> 0
  $q$, moved);
  return null;
end
$$;

create trigger products_counted_insert after insert on catalog.products
  referencing new table as counted_new for each statement execute function catalog.product_counts_apply();
create trigger products_counted_delete after delete on catalog.products
  referencing old table as counted_old for each statement execute function catalog.product_counts_apply();
create trigger products_counted_update after update on catalog.products
  referencing old table as counted_old new table as counted_new for each statement execute function catalog.product_counts_apply();

create function catalog.product_counts_clear() returns trigger language plpgsql as $$
begin
  delete from catalog.product_counts;
  return null;
end
$$;

create trigger products_counted_truncate after truncate on catalog.products
  for each statement execute function catalog.product_counts_clear();
