-- Issue 26 and ADR 0044, "Session 30": an ended run's staging is truncated when no other run has lines
-- staged (import-runs.ts, dropStaging). Its DELETE of a million lines (2 GB after an all-changed import:
-- each line's text and its parsed record) took 6 s of the server, most of it waiting on the disk,
-- beside the next import.
-- After a TRUNCATE the table's statistics still describe the last run's job: session 28 saw the next
-- run's per-batch statements read a batch through the primary key, which began with job_id, filtering
-- every row of the job for each batch (1–2 s a batch). The key now begins with the product's keys, so a
-- statement that names a job and a batch has one index that serves it: the batch index. Every lookup
-- by key (a product's line, the tags the file takes, the products missing from it) names the store,
-- the product code and the job, as before.
alter table catalog.import_staging drop constraint import_staging_pkey;
alter table catalog.import_staging add primary key (sid, product_code, job_id);
