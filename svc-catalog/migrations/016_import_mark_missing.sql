-- Issue 13 item 2: a re-sync from an import source can mark the products that disappeared from it
-- inactive (the source's markMissingInactive). The run keeps the flag and how many it marked; the
-- marking happens once, after the last batch is applied, in the transaction that ends the run.
alter table catalog.import_runs add column mark_missing_inactive boolean not null default false;
alter table catalog.import_runs add column n_deactivated integer not null default 0;
-- A product an import marked inactive as missing comes back active when a later import holds it again
-- (a record that says nothing of `active`); one an import or a user made inactive otherwise stays so.
alter table catalog.products add column missing_since timestamptz;
