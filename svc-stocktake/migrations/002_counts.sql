-- Issue 12: counts from tablets (reads merged across tablets and batches), their reconciled lines,
-- idempotent saves, the stock-take and report configs, tablets, device types and licences.
alter table stocktake.stocktakes
  add column version integer not null default 0,
  add column reconciled_version integer not null default 0,
  add column read_count integer not null default 0,
  add column tablets text[] not null default '{}',
  add column report_day date,
  add column summary jsonb not null default '{}',
  add column submitted_at timestamptz,
  add column submitted_published boolean not null default false;
update stocktake.stocktakes set report_day = (start_time at time zone 'UTC')::date where report_day is null;
alter table stocktake.stocktakes alter column report_day set not null;
-- The calendar and the map: a merchant's days, then stores.
create index stocktakes_day_idx on stocktake.stocktakes (merchant_id, report_day, sid);
-- Count confidence: a store's submitted counts in time order.
create index stocktakes_store_idx on stocktake.stocktakes (merchant_id, sid, start_time);

-- Every distinct tag a count has read: a tag read by two tablets, or sent again, is one row.
create table stocktake.stocktake_reads (
  stocktake uuid not null references stocktake.stocktakes (id) on delete cascade,
  rfid_tag text not null,
  tablet_id text not null,
  read_at timestamptz not null default now(),
  primary key (stocktake, rfid_tag)
);

-- The lines svc-catalog reconciled from the reads (counted, missing, misplaced, unknown).
create table stocktake.stocktake_lines (
  stocktake uuid not null references stocktake.stocktakes (id) on delete cascade,
  kind text not null check (kind in ('counted', 'missing', 'misplaced', 'unknown')),
  seq integer not null,
  rfid_tag text,
  product_code text,
  sid text,
  design_number text,
  item_type text,
  karat text,
  weight numeric,
  value numeric,
  currency text,
  confidence text check (confidence in ('POSSIBLE_READ_MISS', 'LIKELY_MISSING')),
  primary key (stocktake, kind, seq)
);
-- Count confidence: a product's earlier lines in counts that had it in scope.
create index stocktake_lines_code_idx on stocktake.stocktake_lines (product_code) where kind in ('counted', 'missing');

-- A tablet's retried save (Idempotency-Key) answers the first answer.
create table stocktake.save_requests (
  merchant_id text not null,
  idem_key text not null,
  fingerprint text not null,
  http_status integer not null,
  answer json not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, idem_key)
);

-- /config/stock-take and /config/report.
create table stocktake.configs (
  merchant_id text not null,
  kind text not null check (kind in ('stocktake', 'report')),
  config jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (merchant_id, kind)
);

-- Licences (spec section 3: type, hardware type, quantity, start date, end date, licensed tablets).
create table stocktake.licences (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  type text not null,
  hardware_type text not null,
  quantity integer not null check (quantity > 0),
  start_date date not null,
  end_date date,
  status text not null default 'ACTIVE' check (status in ('REQUESTED', 'ACTIVE')),
  note text,
  created_by text,
  created_at timestamptz not null default now(),
  check (end_date is null or end_date >= start_date)
);
create index licences_merchant_idx on stocktake.licences (merchant_id, hardware_type);

-- Tablets: enrolled on first contact while a licensed seat is free, or added by an administrator.
create table stocktake.tablets (
  merchant_id text not null,
  tablet_id text not null,
  device_udid text not null,
  name text,
  active boolean not null default true,
  enrolled_at timestamptz not null default now(),
  last_seen_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, tablet_id)
);

-- Device types (spec section 3 "Device": name, quantity, active status, last updated).
create table stocktake.device_types (
  merchant_id text not null,
  name text not null,
  quantity integer not null default 0 check (quantity >= 0),
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, name)
);
