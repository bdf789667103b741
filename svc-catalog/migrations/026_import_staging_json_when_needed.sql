-- Issue 26 item 3: a record is staged as the text its batch line holds (`rec_text`), and parsed into
-- jsonb (`rec`) only when its classification needs to look inside it: a new product, a product whose
-- last import gave it other values, or one marked missing. A re-sync's unchanged records are decided
-- by their row hash alone, md5 of that text, without parsing (at 1,000,000 rows the COPY's jsonb
-- parsing was 0.4-0.9 s of each batch of 20,000). Staging is transient: runs in flight stage again
-- from storage (the worker does it when it finds a run's staging empty).
truncate catalog.import_staging;
alter table catalog.import_staging alter column rec drop not null;
alter table catalog.import_staging add column rec_text text not null;
-- An unchanged record whose product holds its values under another hash (an import before this
-- migration hashed the jsonb's text; a tag mapping or image import since cleared it): the apply notes
-- the record's hash on the product, so the next re-sync decides it by the hash alone.
alter table catalog.import_staging add column rehash boolean not null default false;
