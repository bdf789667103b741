-- Issue 11 item 5: only changed rows are written. Each product keeps the hash of the record its last
-- import gave it; a staged record with the same hash is unchanged without comparing field by field.
alter table catalog.products add column import_hash text;
alter table catalog.import_staging add column hash text;
