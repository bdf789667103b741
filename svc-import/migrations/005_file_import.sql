-- Issue 11: file import. A job checks its file, shows a dry run, then applies (svc-catalog writes);
-- the work is claimed with a lease so several svc-import instances share it (ARCHITECTURE.md §8).
alter table "import".import_jobs drop constraint if exists import_jobs_status_check;
alter table "import".import_jobs add constraint import_jobs_status_check
  check (status in ('WAITING', 'CHECKING', 'PLANNING', 'REJECTED', 'READY', 'IMPORTING', 'FINISHED', 'SKIPPED', 'FAILED', 'CANCELLED'));
alter table "import".import_jobs
  add column message text,
  add column file_name text,
  add column file_size bigint,
  add column file_key text,
  add column created_by_id text,
  add column processed integer not null default 0,
  add column check_summary jsonb,
  add column problems jsonb,
  add column plan jsonb,
  add column batches jsonb,
  add column lease_owner text,
  add column lease_until timestamptz,
  add column attempts integer not null default 0,
  add column updated_at timestamptz not null default now();

-- One running import per merchant (PDDI102), across every svc-import instance: the database says so.
create unique index import_jobs_one_running_idx on "import".import_jobs (merchant_id)
  where status in ('WAITING', 'CHECKING', 'PLANNING', 'IMPORTING');
-- What the workers claim: waiting jobs, and checks whose lease ran out.
create index import_jobs_claim_idx on "import".import_jobs (created_at) where status in ('WAITING', 'CHECKING');
