-- Issue 13 item 2: a store's autosync (its schedule replicated from svc-auth) runs the store's source
-- marked autosync. The state survives restarts; a due run is claimed with a row lock, so several
-- svc-import instances start it once; a run due while another import runs is skipped, not queued.
alter table "import".import_sources add column autosync boolean not null default false;
create unique index import_sources_one_autosync_idx on "import".import_sources (merchant_id, sid) where autosync;

create table "import".autosync_state (
  source_id uuid primary key references "import".import_sources (id) on delete cascade,
  merchant_id text not null,
  -- The schedule and zone the next run was computed from: a change recomputes it.
  schedule_key text not null,
  next_due_at timestamptz,
  last_due_at timestamptz,
  last_outcome text check (last_outcome in ('STARTED', 'SKIPPED_BUSY')),
  last_job_id uuid,
  updated_at timestamptz not null default now()
);
create index autosync_state_due_idx on "import".autosync_state (next_due_at) where next_due_at is not null;
