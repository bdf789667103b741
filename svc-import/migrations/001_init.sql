-- svc-import owns the schema "import" (quoted: IMPORT is an SQL keyword). Spec section 3, "Import progress".
create table "import".import_jobs (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  sid text not null default 'MASTER',
  source text not null check (source in ('FILE', 'DATABASE', 'WEB_SERVICE', 'FTP', 'OBJECT_STORAGE')),
  status text not null default 'WAITING' check (status in ('WAITING', 'IMPORTING', 'FINISHED', 'SKIPPED', 'FAILED')),
  total_count integer not null default 0,
  n_inserted integer not null default 0,
  n_modified integer not null default 0,
  n_upserted integer not null default 0,
  skipped integer not null default 0,
  started_at timestamptz,
  finished_at timestamptz,
  created_by text,
  error_code text,
  created_at timestamptz not null default now()
);
create index import_jobs_merchant_idx on "import".import_jobs (merchant_id, created_at desc);
