-- Issue 11 item 6: a MASTER import's progress per store (spec section 3, master import progress):
-- the stores with something to write, each WAITING → IMPORTING → FINISHED, and the skipped items.
alter table "import".import_jobs add column master jsonb;
