-- Issue 13: the merchant's own systems as import sources (/erp). Settings hold no secret; the secret
-- (a password, key or auth header value) is sealed (service-kit's secret box) and never answered.
create table "import".import_sources (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  sid text not null,
  name text not null,
  kind text not null check (kind in ('DATABASE', 'WEB_SERVICE', 'FTP', 'OBJECT_STORAGE')),
  settings jsonb not null,
  secret_sealed text,
  connection_status text not null default 'Not Tested' check (connection_status in ('Tested', 'Not Tested')),
  tested_at timestamptz,
  last_error_code text,
  last_run_at timestamptz,
  last_job_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index import_sources_name_idx on "import".import_sources (merchant_id, lower(name));
create index import_sources_store_idx on "import".import_sources (merchant_id, sid);

-- A job fed by a source fetches it into the storage port first (FETCHING…), then is checked as a file.
alter table "import".import_jobs add column source_id uuid;
