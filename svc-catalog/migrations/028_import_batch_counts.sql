-- Issue 26: what each staged batch of a run holds (records per store to create, update, leave unchanged
-- or reject), counted as the batch is classified and kept on the run: the dry run's plan sums these
-- instead of reading the whole staging table twice, and skips the batches with nothing to write when it
-- looks for held tags. The staging is emptied: a run staging now stages again (counting as it goes); a
-- run already planned or applying restages a batch as its apply reaches it, as after a database crash.
truncate catalog.import_staging;
alter table catalog.import_runs add column batch_counts jsonb not null default '{}';
