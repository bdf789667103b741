-- svc-notify owns the schema "notify": who gets which notification on which channel.
create table notify.notification_configs (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  type text not null check (type in ('DAILY_STOCKTAKE_REPORT', 'STOCKTAKE_DISCREPANCY')),
  channel text not null check (channel in ('EMAIL', 'TELEGRAM', 'WHATSAPP')),
  roles text[] not null check (cardinality(roles) >= 1),
  recipients jsonb not null default '[]',
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, type, channel)
);
