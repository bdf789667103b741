-- Issue 11: svc-catalog writes imported products. svc-import stages a checked file's products as
-- batches in storage (claim check); a run here loads them into the staging table, answers the dry run,
-- then applies batch by batch (one transaction each, resumable after a crash) when the user applies.
create table catalog.import_runs (
  job_id uuid primary key,
  merchant_id text not null,
  sid text not null,
  batches jsonb not null,
  -- STAGE (loading, then the dry run) → PLANNED → APPLY → DONE; CANCEL → CANCELLED; FAILED.
  phase text not null check (phase in ('STAGE', 'PLANNED', 'APPLY', 'DONE', 'CANCEL', 'CANCELLED', 'FAILED')),
  staged integer not null default 0,
  applied integer not null default 0,
  processed integer not null default 0,
  n_inserted integer not null default 0,
  n_modified integer not null default 0,
  skipped integer not null default 0,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index import_runs_claim_idx on catalog.import_runs (created_at) where phase in ('STAGE', 'APPLY', 'CANCEL');

-- One row per product of a run: the record as the file gives it, and what applying does with it.
create unlogged table catalog.import_staging (
  job_id uuid not null,
  batch integer not null,
  sid text not null,
  product_code text not null,
  row_number integer not null,
  rec jsonb not null,
  action text check (action in ('create', 'update', 'unchanged', 'reject')),
  reject_code text,
  primary key (job_id, sid, product_code)
);
create index import_staging_batch_idx on catalog.import_staging (job_id, batch);
