-- The local replica of svc-auth's stores (hub.auth.store-created/updated/deleted.v1), kept by the kit's
-- storeReplicaHandlers in the schema of every service defined with `storeReplica: true`.
-- applied_changes counts the events applied (the distributed smoke test checks it: exactly once each).
-- "if not exists": schemas migrated before this was a kit migration have it from their own 003_store_replicas.sql.
create table if not exists {{schema}}.store_replicas (
  merchant_id text not null,
  code text not null,
  name text not null,
  tz text,
  lat double precision not null default 0,
  lng double precision not null default 0,
  active boolean not null default true,
  revision int not null,
  applied_changes int not null default 0,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, code)
);
