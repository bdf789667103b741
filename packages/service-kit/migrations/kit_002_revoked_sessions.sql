-- Kit migration: the sessions svc-auth has revoked (hub.auth.session-revoked.v1), so that a service
-- running alone refuses their access tokens (401 UAC104) without asking svc-auth. A row can go once
-- `expires_at` (the end of the session's refresh-token family) is past: its tokens have expired anyway.
create table if not exists {{schema}}.revoked_sessions (
  session_id text primary key,
  user_id text,
  expires_at timestamptz not null,
  revoked_at timestamptz not null default now()
);
create index if not exists revoked_sessions_expiry_idx on {{schema}}.revoked_sessions (expires_at);
