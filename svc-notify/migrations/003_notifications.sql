-- Issue 15: notification configs per type and store, channel settings, recipients, the stock-take
-- replica of the daily report, notifications and their deliveries.

-- A config is now one type for one store (or MASTER: every store without its own), with its channels.
create table notify.notification_configs_v2 (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  type text not null check (type in ('DAILY_STOCKTAKE_REPORT', 'STOCKTAKE_DISCREPANCY')),
  sid text not null,
  channels text[] not null default '{}' check (channels <@ array['EMAIL', 'TELEGRAM', 'WHATSAPP']),
  -- spec section 5: at least one role
  roles text[] not null check (cardinality(roles) >= 1),
  enabled boolean not null default true,
  send_time text check (send_time is null or send_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  threshold jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (merchant_id, type, sid)
);
insert into notify.notification_configs_v2 (merchant_id, type, sid, channels, roles, enabled, send_time, threshold)
select c.merchant_id, c.type, 'MASTER',
       coalesce(array_agg(c.channel order by c.channel) filter (where c.enabled), '{}'),
       (select r.roles from notify.notification_configs r where r.merchant_id = c.merchant_id and r.type = c.type order by r.channel limit 1),
       bool_or(c.enabled),
       case when c.type = 'DAILY_STOCKTAKE_REPORT' then '20:00' end,
       case when c.type = 'STOCKTAKE_DISCREPANCY' then '{"kind": "COUNT", "value": 0}'::jsonb end
  from notify.notification_configs c group by c.merchant_id, c.type;
drop table notify.notification_configs;
alter table notify.notification_configs_v2 rename to notification_configs;
alter table notify.notification_configs rename constraint notification_configs_v2_pkey to notification_configs_pkey;

-- Each channel's settings of a merchant: plain settings, sealed secrets (AES-256-GCM, never answered), health.
create table notify.channel_settings (
  merchant_id text not null,
  channel text not null check (channel in ('EMAIL', 'TELEGRAM', 'WHATSAPP')),
  enabled boolean not null default true,
  settings jsonb not null default '{}',
  secrets jsonb not null default '{}',
  ok boolean,
  last_error text,
  checked_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, channel)
);

-- svc-auth's users (hub.auth.user-changed.v1): who holds which role, with their e-mail and phone.
create table notify.user_replicas (
  user_id text primary key,
  merchant_id text not null,
  email text not null,
  user_name text not null,
  role_name text not null,
  stores text[] not null default '{}',
  active boolean not null,
  phone text,
  updated_at timestamptz not null
);
create index user_replicas_role_idx on notify.user_replicas (merchant_id, role_name) where active;

-- A user's own contact for notifications (language, Telegram chat, WhatsApp number).
create table notify.contacts (
  user_id text primary key,
  merchant_id text not null,
  locale text not null,
  telegram_chat_id text,
  whatsapp_number text,
  updated_at timestamptz not null default now()
);

-- The stock-takes of each store's day (svc-stocktake's events): the daily report's statuses and totals.
create table notify.stocktake_days (
  stocktake_key text primary key,
  merchant_id text not null,
  stocktake_id text not null,
  sid text not null,
  day text not null,
  status text not null check (status in ('Draft', 'Submitted')),
  summary jsonb,
  updated_at timestamptz not null default now()
);
create index stocktake_days_day_idx on notify.stocktake_days (merchant_id, day, sid);

-- One notification per source: a submitted count's event (discrepancy), or a store's day (daily).
create table notify.notifications (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  type text not null,
  source_key text not null,
  sid text not null,
  store_name text,
  day text not null,
  stocktake_id text,
  roles text[] not null,
  content jsonb not null,
  created_at timestamptz not null default now(),
  unique (merchant_id, source_key)
);
create index notifications_list_idx on notify.notifications (merchant_id, created_at desc);

-- One delivery per (notification, channel, address): a repeated event never sends twice.
create table notify.deliveries (
  id uuid primary key default gen_random_uuid(),
  notification_id uuid not null references notify.notifications (id) on delete cascade,
  merchant_id text not null,
  -- null: a Telegram group chat of the channel settings
  user_id text,
  channel text not null check (channel in ('EMAIL', 'TELEGRAM', 'WHATSAPP')),
  address text not null,
  locale text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  provider_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (notification_id, channel, address)
);
create index deliveries_due_idx on notify.deliveries (next_attempt_at) where status = 'pending';
create index deliveries_user_idx on notify.deliveries (user_id, notification_id);

-- The daily report's claim of a store's day: one instance sends it, once.
create table notify.daily_claims (
  merchant_id text not null,
  sid text not null,
  day text not null,
  claimed_at timestamptz not null default now(),
  primary key (merchant_id, sid, day)
);
