-- Issue 29 item 3: an administrator sets a temporary password; the user must choose a new one at the
-- next sign-in. While true, the user's tokens carry passwordChangeRequired and every call but the
-- password change, the profile and sign-out is refused 403 UAC126. Any password the user sets clears it.
alter table auth.users add column password_change_required boolean not null default false;
