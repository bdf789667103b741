-- Issue 26 (an unchanged re-sync of 1,000,000 rows in 20 s) and ADR 0044, "Next": the catalogue trusts
-- a run's light lines without looking each product up, when nothing can have changed what they say.
-- A light line is a row whose digest the import named in `known_from` left the catalogue holding. That
-- holds for every such row as long as no transaction but that import's own batches wrote a product of
-- the merchant, or deleted one, since its dry run's snapshot (planned_snapshot): the run asks once, when
-- it stages its first batch, and notes the answer in `light_trusted`.
alter table catalog.import_runs add column known_from uuid, add column light_trusted boolean;

-- A deleted product leaves no row whose changed_xid could tell of it: the last transaction that deleted
-- products of a merchant is noted here (the last to commit, since concurrent deleters wait on the row).
create table catalog.product_deletions (
  merchant_id text primary key,
  last_xid xid8 not null
);

create function catalog.note_product_deletions() returns trigger language plpgsql as $$
begin
  insert into catalog.product_deletions (merchant_id, last_xid)
    select distinct d.merchant_id, pg_current_xact_id() from old_rows d
  on conflict (merchant_id) do update set last_xid = excluded.last_xid;
  return null;
end
$$;

create trigger products_note_deletions after delete on catalog.products
  referencing old table as old_rows for each statement execute function catalog.note_product_deletions();

-- A trusted run's light lines are staged unchanged by their COPY (the transaction's setting, as job and
-- batch are: migration 024); the lines with a record are classified after it, as before.
alter table catalog.import_staging alter column action set default nullif(current_setting('hub.import_light_action', true), '');
