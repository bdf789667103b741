-- Issue 11 item 6: what a run has applied per store (a MASTER file spans stores), cumulative:
-- {"<sid>": {"processed": n, "nInserted": n, "nModified": n, "skipped": n}}.
alter table catalog.import_runs add column store_counts jsonb not null default '{}';
