-- Issue 5 item 1: svc-import maps imports with the merchant's current data mapping, kept from
-- svc-catalog's hub.catalog.data-mapping-changed.v1 (newest revision wins; config null = deleted).
create table "import".data_mapping_replicas (
  merchant_id text primary key,
  revision int not null,
  config jsonb,
  updated_at timestamptz not null default now()
);
