-- Kit migration: the API keys svc-auth issued (hub.auth.api-key-created/updated/revoked.v1), so that
-- every service checks an `X-API-Key` itself, by hash, running alone or in the all-in-one gateway.
-- Never the key: only its SHA-256. `permissions` are those of the key's allowed operations; a change
-- applies only when its revision is newer than the row's (late or repeated events change nothing).
create table if not exists {{schema}}.api_key_replicas (
  id text primary key,
  key_hash text not null unique,
  merchant_id text not null,
  operations jsonb not null default '[]',
  permissions jsonb not null default '[]',
  status text not null check (status in ('ACTIVE', 'REVOKED')),
  revision int not null,
  updated_at timestamptz not null default now()
);
