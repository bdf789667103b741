-- Issue 13 item 3: image import. Images come by upload (files, zips) or from an FTP/SFTP folder; a
-- leased worker converts each to .webp into the storage port and sends the names in batches to
-- svc-catalog, whose answer says which matched products (ARCHITECTURE.md §8: leases, claim checks).
create table "import".image_jobs (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  -- The store whose products the images are matched to, or MASTER; store_codes: the importing
  -- user's stores (null: every store of the merchant).
  sid text not null,
  store_codes text[],
  import_type text not null check (import_type in ('UPLOAD', 'ZIP', 'FTP')),
  source_id uuid,
  folder text,
  status text not null default 'CONVERTING' check (status in ('RECEIVING', 'CONVERTING', 'FINISHED', 'FAILED', 'CANCELLED')),
  total_count integer not null default 0,
  upload_count integer not null default 0,
  skip_count integer not null default 0,
  error_count integer not null default 0,
  products_updated integer not null default 0,
  verified integer not null default 0,
  -- The uploaded files in order (storage key, name, size, zip or image, over the image limit).
  files jsonb not null default '[]',
  -- How far the worker got (images gone through, in listing order) and how many batches it sent:
  -- an instance that takes over a job after a crash goes on from there.
  processed integer not null default 0,
  batches integer not null default 0,
  -- Set once every image was gone through; the job is FINISHED when every batch is answered too.
  converted_at timestamptz,
  message text,
  created_by text,
  created_by_id text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null default now(),
  lease_owner text,
  lease_until timestamptz,
  attempts integer not null default 0
);
-- One running image import per merchant (IMG104), across every svc-import instance.
create unique index image_jobs_one_running_idx on "import".image_jobs (merchant_id) where status in ('RECEIVING', 'CONVERTING');
create index image_jobs_merchant_idx on "import".image_jobs (merchant_id, created_at desc);
-- What the workers claim: jobs still converting, waiting or with a lease run out.
create index image_jobs_claim_idx on "import".image_jobs (created_at) where status = 'CONVERTING' and converted_at is null;

-- Every image of a job that was skipped or failed, in the order met (the progress shows the first 100).
create table "import".image_job_problems (
  id bigint generated always as identity primary key,
  job_id uuid not null references "import".image_jobs (id) on delete cascade,
  name text not null,
  reason text not null check (reason in ('EXTENSION', 'DUPLICATE', 'UNMATCHED', 'UNCHANGED', 'CORRUPT', 'TOO_LARGE', 'FAILED'))
);
create index image_job_problems_job_idx on "import".image_job_problems (job_id, id);

-- Batches sent to svc-catalog (hub.import.images-staged.v1) and not answered yet; an FTP sync keeps
-- each name's remote file, recorded in the sync ledger once the name matched.
create table "import".image_batches (
  job_id uuid not null references "import".image_jobs (id) on delete cascade,
  batch integer not null,
  names text[] not null,
  remote_files jsonb,
  primary key (job_id, batch)
);

-- FTP folder sync ledger: the files of a source imported before, so an unchanged one is skipped (UNCHANGED).
create table "import".image_ftp_synced (
  source_id uuid not null,
  remote_path text not null,
  merchant_id text not null,
  size bigint not null,
  modified_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (source_id, remote_path)
);

-- The global config's image switches (svc-catalog publishes each change, hub.catalog.global-config-changed.v1);
-- a merchant with no row has the spec section 3 defaults.
create table "import".image_settings (
  merchant_id text primary key,
  allow_img_import boolean not null default true,
  image_extensions text not null default 'jpg',
  trigger_verify_image boolean not null default false,
  verify_image_concurrency integer not null default 0,
  updated_at timestamptz not null default now()
);
