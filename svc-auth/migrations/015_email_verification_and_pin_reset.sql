-- Issue 29 item 2, e-mail verification (spec section 4: pending → verified). email_verified_at null:
-- the address is pending (the user signs in but receives no notifications; an administrator may
-- correct it). Users made before verification existed count as verified.
alter table auth.users add column email_verified_at timestamptz;
update auth.users set email_verified_at = created_at;

-- A verification link: single-use, expiring, only its SHA-256 kept. email: the address it verifies
-- (a corrected address voids the links of the old one). used_at: it verified; revoked_at: a newer
-- link or a corrected address made it void.
create table auth.email_verification_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  code_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index email_verification_codes_user_idx on auth.email_verification_codes (user_id);

-- Issue 29 item 1, PIN reset by a one-time password mailed to the signed-in user. otp_hash: an
-- HMAC of the 6 digits keyed with the user id and a random salt; failed_attempts voids it at the limit.
create table auth.pin_reset_otps (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  otp_hash text not null,
  salt text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  failed_attempts int not null default 0,
  used_at timestamptz,
  revoked_at timestamptz
);
create index pin_reset_otps_user_idx on auth.pin_reset_otps (user_id, created_at desc);
