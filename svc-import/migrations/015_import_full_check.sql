-- ADR 0044 (issue 26, an unchanged re-sync): a check maps only the rows whose digests the merchant's last
-- finished import did not leave; the others go to svc-catalog as light lines. When the catalogue no
-- longer holds a light line's digest (the product was edited, removed or marked missing since), it asks
-- for the check again (hub.catalog.import-check-again.v1), and that attempt maps every row.
alter table "import".import_jobs add column full_check boolean not null default false;
