-- Issue 14 items 3 and 4: RFID printing. Printing configs (a printer's address and settings), tag
-- designs, print jobs worked by a leased worker (ARCHITECTURE.md §8) and each product's printing
-- details beside products.printing_status (which lists and filters read).

create table catalog.printing_configs (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  name text not null,
  is_default boolean not null default false,
  host text not null,
  port integer not null default 9100 check (port between 1 and 65535),
  dpi integer check (dpi in (203, 300, 600)),
  label_width_mm numeric,
  label_height_mm numeric,
  tag_design_id uuid,
  verify_encoding boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- CRP100: a name once per merchant (whatever its case); one default per merchant.
create unique index printing_configs_name_idx on catalog.printing_configs (merchant_id, lower(name));
create unique index printing_configs_default_idx on catalog.printing_configs (merchant_id) where is_default;

create table catalog.tag_designs (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  name text not null,
  width_mm numeric not null,
  height_mm numeric not null,
  dpi integer not null check (dpi in (203, 300, 600)),
  elements jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index tag_designs_name_idx on catalog.tag_designs (merchant_id, lower(name));

-- The merchant's EPC serial: the next number an EPC is allocated from (a product without a tag).
create table catalog.epc_serials (
  merchant_id text primary key,
  next_serial bigint not null default 1
);

create table catalog.print_jobs (
  id uuid primary key default gen_random_uuid(),
  merchant_id text not null,
  -- No foreign key: a config with queued or running jobs cannot be deleted (CRP102); ended jobs keep its name.
  config_id uuid not null,
  config_name text not null,
  design_id uuid,
  -- The design as it was when the job was made: a later edit or delete does not change queued labels.
  design jsonb not null,
  copies integer not null default 1,
  -- QUEUED → RUNNING (leased) → DONE | FAILED; CANCELLED from QUEUED or RUNNING.
  status text not null check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED')),
  reason text,
  locale text not null default 'en',
  user_id text,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  ended_at timestamptz
);
create index print_jobs_merchant_idx on catalog.print_jobs (merchant_id, created_at desc);
create index print_jobs_claim_idx on catalog.print_jobs (created_at) where status in ('QUEUED', 'RUNNING');

-- One label (with its copies) per product of a job. SENDING: its ZPL is on the way to the printer; a
-- worker that takes over a job ends such labels as interrupted (PRN110) and never sends them again.
create table catalog.print_job_items (
  job_id uuid not null references catalog.print_jobs (id) on delete cascade,
  n integer not null,
  merchant_id text not null,
  sid text not null,
  product_code text not null,
  epc text not null,
  allocated boolean not null default false,
  status text not null check (status in ('QUEUED', 'SENDING', 'PRINTED', 'VOIDED', 'FAILED', 'CANCELLED')),
  reason text,
  read_back_epc text,
  -- The product's printing status before the job queued it (a cancelled label puts it back).
  previous_status text not null,
  sending_owner text,
  ended_at timestamptz,
  primary key (job_id, n)
);
create index print_job_items_queued_idx on catalog.print_job_items (job_id, n) where status in ('QUEUED', 'SENDING');

-- A product's printing details, by store and code (what stays when an import replaces its row).
create table catalog.product_printing (
  merchant_id text not null,
  sid text not null,
  product_code text not null,
  reason text,
  job_id uuid,
  last_printed_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, sid, product_code)
);
