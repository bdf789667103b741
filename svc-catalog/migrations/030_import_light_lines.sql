-- ADR 0044 (issue 26, an unchanged re-sync at the machine's floor): each batch line carries its row's
-- digest (md5 of the plan's identity and the cells it reads), kept in the product's import hash after
-- the record's ('r' || md5(record) || digest). A row whose digest the merchant's last finished import
-- left comes as a light line: keys and digest, no record (`rec_text` null). Classified 'unchanged'
-- when its product still holds that digest; else 'pending': the run's `light_pending` is set, and once
-- the check has ended the run asks for the check again with every row mapped.
alter table catalog.import_staging add column digest text;
alter table catalog.import_staging alter column rec_text drop not null;
alter table catalog.import_staging drop constraint import_staging_action_check;
alter table catalog.import_staging add constraint import_staging_action_check check (action in ('create', 'update', 'unchanged', 'reject', 'pending'));
alter table catalog.import_runs add column light_pending boolean not null default false;
