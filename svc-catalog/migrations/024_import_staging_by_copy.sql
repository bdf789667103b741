-- Issue 26 item 3: one representation, one classification.
-- svc-import writes each claim-check batch in COPY text form (sid, product code, row, the record
-- without its row as JSON: @hub/contracts import-batch.ts) and svc-catalog copies it into staging as it
-- is: the batch's job and number come from the transaction's settings (set_config(…, true)). The
-- classification computes the row hash, md5(rec::text): for a record without its row that is the same
-- text as md5((r - 'row')::text) of the record with it, so products' import_hash from earlier imports
-- still match. Staging is unlogged and transient: runs in flight stage again from storage (the worker
-- does it when it finds a run's staging empty).
truncate catalog.import_staging;
alter table catalog.import_staging
  alter column job_id set default current_setting('hub.import_job', true)::uuid,
  alter column batch set default current_setting('hub.import_batch', true)::integer;
-- The product a record was classified against (null for a create): the apply writes by primary key.
alter table catalog.import_staging add column product_id bigint;
-- Room on each page for the classification's own update (action, hash, product_id): a HOT update, no
-- new index entries for the row it rewrites.
alter table catalog.import_staging set (fillfactor = 50);

-- The dry run's snapshot: the apply re-checks only records whose product (or whose tag's holder)
-- a transaction that snapshot could not see wrote, other than the run's own batches (applied_xids).
alter table catalog.import_runs add column planned_snapshot pg_snapshot;
alter table catalog.import_runs add column applied_xids xid8[] not null default '{}';
