-- Issue 26 item 5: svc-import announces each batch as its check stores it, and svc-catalog copies it
-- into staging while the check goes on. A run is created by the first batch and is `checked` once the
-- check has ended with every batch (hub.import.staged.v1); until then a worker stages what is there
-- and waits for the next batch. `attempt` is the check's: a check taken over starts again, so what an
-- earlier attempt staged is dropped. Runs from before this migration were created checked.
alter table catalog.import_runs add column checked boolean not null default true;
alter table catalog.import_runs add column attempt integer not null default 0;
-- A record that updates a product keeping the tag the product already holds: the question of tags
-- other products keep (PDFV107), asked once the whole file is staged, is not asked again for it (at
-- 1,000,000 re-synced rows it was a probe of the tag index and the product for each, 26 s).
alter table catalog.import_staging add column keeps_tag boolean not null default false;
