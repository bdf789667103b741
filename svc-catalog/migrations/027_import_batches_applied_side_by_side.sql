-- Issue 26: a run's batches are applied two at a time on a PostgreSQL server, each in its own
-- transaction (the apply's statements use one core each). `applied` stays the number of batches applied
-- from the first without a gap; `applied_ahead` holds those applied after a gap (the second of a pair
-- that committed before the first), so a run taken over after a crash applies each batch once.
alter table catalog.import_runs add column applied_ahead integer[] not null default '{}';
