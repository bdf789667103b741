-- Issue 4 item 6, password reset by e-mail. A reset code is single-use and expires; only its SHA-256
-- is kept. used_at: the reset it served; revoked_at: a later reset of the same user made it void.
create table auth.password_reset_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index password_reset_codes_user_idx on auth.password_reset_codes (user_id);

-- Every accepted reset request, registered e-mail or not (so the limit reveals nothing): the
-- per-e-mail and per-address limit counts these rows in its window. The e-mail is kept as the
-- SHA-256 of its lower-case form only.
create table auth.password_reset_requests (
  id uuid primary key default gen_random_uuid(),
  email_hash text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index password_reset_requests_email_idx on auth.password_reset_requests (email_hash, created_at);
create index password_reset_requests_ip_idx on auth.password_reset_requests (ip, created_at);
