-- Issue 26 item 3 (ADR 0035): a record is staged as the text its batch line holds (`rec_text`), with its
-- RFID tag beside it, and parsed into `rec` (jsonb) by its classification only when it will be read:
-- a record that creates or updates a product, or one compared field by field (its product has no hash
-- of this form yet, or is marked missing). Its row hash is 'r' || md5 of that text: a product whose
-- import hash is the record's holds what the record gives (unchanged, never parsed); one whose hash is
-- another of this form was written by an import since and no other writer has changed it (they clear
-- the hash): the record updates it. At 1,000,000 rows the COPY's jsonb parsing was 0.4-0.9 s of each
-- batch of 20,000, for a re-sync's records never read.
-- Staging is transient: runs in flight stage again from storage (the worker does it when it finds a
-- run's staging empty).
truncate catalog.import_staging;
alter table catalog.import_staging alter column rec drop not null;
alter table catalog.import_staging add column rec_text text not null;
alter table catalog.import_staging add column rfid_tag text;
-- An unchanged record whose product holds its values under another hash (an import before this
-- migration hashed the jsonb's text; a tag mapping or image import since cleared it): the apply notes
-- the record's hash on the product, so the next re-sync decides it by the hash alone.
alter table catalog.import_staging add column rehash boolean not null default false;
