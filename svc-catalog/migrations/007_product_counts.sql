-- Issue 9, "Lists fast in every shape": how many products each store holds, active or not, kept by
-- the database itself. POST /merchant/products/count without search and filters (the count the
-- product list opens with) sums these rows instead of counting a million index entries; with a
-- search or filters it counts the products (src/db/products.ts). Figures: bench/RESULTS.md.
create table catalog.product_counts (
  merchant_id text not null,
  sid text not null,
  active boolean not null,
  n bigint not null,
  primary key (merchant_id, sid, active)
);

insert into catalog.product_counts (merchant_id, sid, active, n)
select merchant_id, sid, active, count(*) from catalog.products group by merchant_id, sid, active;

-- One statement-level trigger per kind of change, each with the statement's rows as a transition
-- table: a COPY or a multi-row INSERT of a whole import adds its counts in one upsert per store.
-- Rows are upserted in key order, so two statements touching the same stores lock them in the same
-- order (no deadlock); an UPDATE that moves no product between stores or activity changes no count.
create function catalog.product_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into catalog.product_counts as c (merchant_id, sid, active, n)
    select merchant_id, sid, active, count(*) from counted_new group by 1, 2, 3 order by 1, 2, 3
    on conflict (merchant_id, sid, active) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into catalog.product_counts as c (merchant_id, sid, active, n)
    select merchant_id, sid, active, -count(*) from counted_old group by 1, 2, 3 order by 1, 2, 3
    on conflict (merchant_id, sid, active) do update set n = c.n + excluded.n;
  else
    insert into catalog.product_counts as c (merchant_id, sid, active, n)
    select merchant_id, sid, active, sum(d)
      from (select merchant_id, sid, active, 1 as d from counted_new
            union all
            select merchant_id, sid, active, -1 from counted_old) moved
     group by 1, 2, 3
    having sum(d) <> 0
     order by 1, 2, 3
    on conflict (merchant_id, sid, active) do update set n = c.n + excluded.n;
  end if;
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
