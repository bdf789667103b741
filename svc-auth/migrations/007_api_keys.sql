-- Issue 4 item 7, API keys (spec section 3 "API key": key, allowed operations, status; section 4:
-- API keys have a status). Only the SHA-256 of a key is stored (the key is shown once, when it is
-- created); `prefix` (hub_<8 hex>) is its first characters, so a person can recognise it in a list.
-- A key is never deleted: revoking sets status REVOKED and keeps the row for the audit trail.
-- `revision` increases on every change; the other services' replicas apply only newer revisions.
create table auth.api_keys (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null references auth.merchants (id) on delete cascade,
  name text not null,
  prefix text not null,
  key_hash text not null unique,
  operations jsonb not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'REVOKED')),
  revision int not null default 1,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null
);
create index api_keys_merchant_idx on auth.api_keys (merchant_id, created_at desc);
