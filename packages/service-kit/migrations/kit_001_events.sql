-- Kit migration (applied by @hub/service-kit's runner to every service schema; {{schema}} is the
-- service's schema, quoted). Events (architecture section 4, ADR 0008): the transactional outbox, the
-- relay's lease, and the ids of events the service's consumers have processed (per consumer group),
-- so a repeat is skipped. `if not exists`: schemas that had these tables from their own 002_events.sql
-- (before the kit owned them) keep them as they are.
create table if not exists {{schema}}.outbox (
  seq bigserial primary key,
  id text not null unique,
  type text not null,
  merchant_id text not null,
  occurred_at timestamptz not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index if not exists outbox_pending_idx on {{schema}}.outbox (seq) where sent_at is null;

create table if not exists {{schema}}.outbox_lease (
  id int primary key check (id = 1),
  owner text not null,
  until timestamptz not null
);

create table if not exists {{schema}}.processed_events (
  consumer_group text not null,
  event_id text not null,
  processed_at timestamptz not null default now(),
  primary key (consumer_group, event_id)
);
