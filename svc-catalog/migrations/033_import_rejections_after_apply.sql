-- Issue 26 item 8 (the report holds every rejection) and ADR 0044's known gap: the apply re-checks the
-- records whose catalogue another writer changed after the dry run, and that re-check can refuse a record
-- the dry run planned (a tag taken meanwhile) or take one it refused (a tag let go). The run notes that it
-- re-checked, in the transaction of the batch that did, so that the rejections report the dry run stored is
-- written again from the staging before the run ends, even after a restart. svc-import reads that report
-- for the job's download and to leave the rejected rows' digests unknown to the next import.
alter table catalog.import_runs add column rejections_stale boolean not null default false;
