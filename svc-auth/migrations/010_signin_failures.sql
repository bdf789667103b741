-- Issue 9 item 2: per-account backoff after consecutive wrong passwords. One row per user that
-- failed lately; a successful sign-in deletes it. locked_until: no attempt is checked before it.
create table auth.signin_failures (
  user_id uuid primary key references auth.users (id) on delete cascade,
  failures integer not null,
  last_failed_at timestamptz not null,
  locked_until timestamptz
);
