-- Events (architecture section 4): the transactional outbox of svc-catalog, the relay's lease, and the ids of
-- events its consumers have processed (per consumer group), so a repeat is skipped.
create table "catalog".outbox (
  seq bigserial primary key,
  id text not null unique,
  type text not null,
  merchant_id text not null,
  occurred_at timestamptz not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_pending_idx on "catalog".outbox (seq) where sent_at is null;

create table "catalog".outbox_lease (
  id int primary key check (id = 1),
  owner text not null,
  until timestamptz not null
);

create table "catalog".processed_events (
  consumer_group text not null,
  event_id text not null,
  processed_at timestamptz not null default now(),
  primary key (consumer_group, event_id)
);
