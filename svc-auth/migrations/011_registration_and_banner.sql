-- Issue 15 items 5 and 6: the provider's serial keys (each registers one merchant with its licence),
-- the licences merchants hold from them, and what the banner needs: the last failure of a scheduled
-- import, the notification channels' status, and each user's dismissals.

create table auth.serial_keys (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  type text not null check (type in ('SUBSCRIPTION', 'PERPETUAL', 'TRIAL')),
  hardware_type text not null,
  quantity integer not null check (quantity > 0),
  start_date date not null,
  end_date date,
  note text,
  created_by uuid,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by uuid,
  -- The merchant that registered with the key: one merchant per key (UR105).
  merchant_id text unique references auth.merchants (id) on delete set null,
  registered_at timestamptz,
  check (end_date is null or end_date >= start_date)
);

-- The licences of a merchant as svc-auth knows them (from its serial key), for the banner.
create table auth.merchant_licences (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null references auth.merchants (id) on delete cascade,
  serial_key_id uuid references auth.serial_keys (id) on delete set null,
  type text not null,
  hardware_type text not null,
  quantity integer not null,
  start_date date not null,
  end_date date,
  created_at timestamptz not null default now()
);
create index merchant_licences_merchant_idx on auth.merchant_licences (merchant_id);

-- The last failed scheduled import per merchant and store, cleared by the next success (svc-import's events).
create table auth.banner_import_failures (
  merchant_id text not null,
  sid text not null,
  job_id text not null,
  status text not null,
  error_code text,
  failed_at timestamptz not null,
  primary key (merchant_id, sid)
);

-- A notification channel failing (svc-notify's events); the row goes when it works again.
create table auth.banner_channel_failures (
  merchant_id text not null,
  channel text not null,
  error text,
  failing_since timestamptz not null,
  primary key (merchant_id, channel)
);

-- A user dismissed one occurrence of a condition: the same kind with another key shows again.
create table auth.banner_dismissals (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  key text not null,
  dismissed_at timestamptz not null default now(),
  primary key (user_id, kind, key)
);
