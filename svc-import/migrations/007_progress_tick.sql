-- Issue 11 item 7: progress reaches the merchant's browsers at least once a second while a job moves
-- (a batch of the apply can take longer than that). `progress_at` is when progress was last sent; an
-- instance claims the next send with an update, so several instances send it once.
alter table "import".import_jobs add column progress_at timestamptz;
create index import_jobs_moving_idx on "import".import_jobs (progress_at) where status in ('CHECKING', 'PLANNING', 'IMPORTING');
