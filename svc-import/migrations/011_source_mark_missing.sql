-- Issue 13 item 2: a re-sync can mark the products that disappeared from the source inactive (a
-- setting of the source, off by default). A job takes the source's setting when it starts, and counts
-- what svc-catalog marked once the apply has ended.
alter table "import".import_sources add column mark_missing_inactive boolean not null default false;
alter table "import".import_jobs add column mark_missing_inactive boolean not null default false;
alter table "import".import_jobs add column n_deactivated integer not null default 0;

-- A store's data import connection status (spec section 3) as last published to svc-auth
-- (hub.import.source-status-changed.v1): null until one is. Each change of a store's sources locks
-- the store's row here, so the status is worked out and published in commit order.
create table "import".store_connection_status (
  merchant_id text not null,
  sid text not null,
  connection_status text check (connection_status in ('Tested', 'Not Tested')),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, sid)
);
