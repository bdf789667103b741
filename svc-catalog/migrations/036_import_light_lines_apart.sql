-- Issue 26 (an unchanged re-sync within 1.5× the floor) and ADR 0044, "Session 30": a batch of light
-- lines only, of a run whose light lines are trusted (migration 034), is staged in a table of its own.
-- Such a line is never classified, updated or looked up by key: it is unchanged as staged. In
-- catalog.import_staging each one paid the primary key's entry, the batch index's entry and a page at
-- fillfactor 50 kept for updates it never gets: a COPY of 1,000,000 of them took 2.4–2.7 s of the
-- server's CPU; here, one narrow row and the batch index, 0.75 s (bench/RESULTS.md, "Session 30").
-- What reads a run's lines reads both tables: the dry run's counts and examples, the products missing
-- from the file, the apply's counts, the checks for staging a database crash emptied, the drops.
create unlogged table catalog.import_light (
  job_id uuid not null default current_setting('hub.import_job', true)::uuid,
  batch integer not null default current_setting('hub.import_batch', true)::integer,
  sid text not null,
  product_code text not null,
  row_number integer not null,
  rfid_tag text,
  -- A light line has no record: the COPY's fifth column is always \N.
  rec_text text check (rec_text is null),
  digest text
);
create index import_light_batch_idx on catalog.import_light (job_id, batch);
