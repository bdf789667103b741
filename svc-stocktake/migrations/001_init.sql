-- svc-stocktake owns the schema "stocktake". Spec section 3, "Stock-take" and "Stock-take audit item".
create table stocktake.stocktakes (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  stocktake_id text not null,
  sid text not null,
  device_udid text not null,
  tablet_id text not null,
  start_time timestamptz not null,
  counts jsonb not null default '{}',
  items jsonb not null default '[]',
  filters jsonb not null default '{}',
  user_name text not null,
  status text not null default 'Draft' check (status in ('Draft', 'Submitted')),
  missing_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, stocktake_id)
);
create index stocktakes_month_idx on stocktake.stocktakes (merchant_id, start_time);
