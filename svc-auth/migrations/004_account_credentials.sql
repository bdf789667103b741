-- Issue 4, profile password and PIN changes: when each was last changed (the PIN hash itself is in 001).
alter table auth.users add column password_changed_at timestamptz;
alter table auth.users add column pin_changed_at timestamptz;
