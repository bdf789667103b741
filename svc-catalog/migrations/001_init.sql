-- svc-catalog owns the schema "catalog". This slice: the per-merchant global config (spec section 3).
create table catalog.global_configs (
  merchant_id text primary key,
  config jsonb not null,
  updated_by text,
  updated_at timestamptz not null default now()
);
