-- Issue 29 items 1 and 2: svc-auth's e-mail verification link and PIN reset OTP are mailed like the
-- password reset link; a user whose e-mail is pending receives no notifications until it is verified
-- (users announced before the field existed count as verified).
alter table notify.email_deliveries drop constraint email_deliveries_kind_check;
alter table notify.email_deliveries add constraint email_deliveries_kind_check check (kind in ('password-reset', 'email-verification', 'pin-reset'));
alter table notify.user_replicas add column email_verified boolean not null default true;
