-- The local replica of svc-auth's stores (hub.auth.store-created/updated/deleted.v1): what svc-stocktake needs.
-- applied_changes counts the events applied (the distributed smoke test checks it: exactly once each).
create table "stocktake".store_replicas (
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
