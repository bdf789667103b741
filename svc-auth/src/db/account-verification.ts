import type { Db } from '@hub/service-kit';
import type { StoredPinOtp, StoredVerificationCode } from '../domain/account-verification';

/** E-mail verification links and PIN reset OTPs (issue 29 items 1 and 2, migration 015). */

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Voids the user's open links, then keeps the new one's hash (the latest link is the one that works). */
export async function replaceVerificationCode(db: Db, userId: string, email: string, codeHash: string, expiresAt: Date): Promise<void> {
  await revokeVerificationCodes(db, userId);
  await db.query(`insert into auth.email_verification_codes (user_id, email, code_hash, expires_at) values ($1::uuid, $2, $3, $4)`, [
    userId,
    email,
    codeHash,
    expiresAt.toISOString(),
  ]);
}

export async function revokeVerificationCodes(db: Db, userId: string): Promise<void> {
  await db.query(`update auth.email_verification_codes set revoked_at = now() where user_id = $1::uuid and used_at is null and revoked_at is null`, [userId]);
}

export interface VerificationCodeRow extends StoredVerificationCode {
  id: string;
  userId: string;
  merchantId: string | null;
  verified: boolean;
}

/** The stored link with its user's address now; locked with the user row when `forUpdate`. */
export async function findVerificationCode(db: Db, codeHash: string, forUpdate = false): Promise<VerificationCodeRow | undefined> {
  const [row] = await db.query<{
    id: string;
    user_id: string;
    email: string;
    expires_at: Date | string;
    used_at: Date | string | null;
    revoked_at: Date | string | null;
    user_email: string;
    merchant_id: string | null;
    verified: boolean;
  }>(
    `select c.id::text as id, c.user_id::text as user_id, c.email, c.expires_at, c.used_at, c.revoked_at,
            u.email as user_email, u.merchant_id, u.email_verified_at is not null as verified
       from auth.email_verification_codes c
       join auth.users u on u.id = c.user_id
      where c.code_hash = $1${forUpdate ? ' for update' : ''}`,
    [codeHash],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    userEmail: row.user_email,
    expiresAt: new Date(row.expires_at),
    usedAt: date(row.used_at),
    revokedAt: date(row.revoked_at),
    merchantId: row.merchant_id,
    verified: row.verified,
  };
}

/** The link is used and the user's address verified (kept as first verified when it already was). */
export async function markEmailVerified(db: Db, codeId: string, userId: string): Promise<void> {
  await db.query(`update auth.email_verification_codes set used_at = now() where id = $1::uuid`, [codeId]);
  await db.query(`update auth.users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1::uuid`, [userId]);
}

/** A pending user's corrected address (the caller checked it is pending, valid and free). */
export async function correctPendingEmail(db: Db, merchantId: string, userId: string, email: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `update auth.users set email = $3, updated_at = now()
      where merchant_id = $1 and id = $2::uuid and email_verified_at is null returning id::text as id`,
    [merchantId, userId, email],
  );
  return rows.length === 1;
}

/** OTPs the user asked for since `since` (the per-user limit, UAC117). */
export async function countPinOtpsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(`select count(*) as n from auth.pin_reset_otps where user_id = $1::uuid and created_at >= $2`, [
    userId,
    since.toISOString(),
  ]);
  return Number(row?.n ?? 0);
}

/** Voids the user's open OTPs and keeps the new one (only the latest works). */
export async function replacePinOtp(db: Db, userId: string, otpHash: string, salt: string, expiresAt: Date): Promise<void> {
  await db.query(`update auth.pin_reset_otps set revoked_at = now() where user_id = $1::uuid and used_at is null and revoked_at is null`, [userId]);
  await db.query(`insert into auth.pin_reset_otps (user_id, otp_hash, salt, expires_at) values ($1::uuid, $2, $3, $4)`, [
    userId,
    otpHash,
    salt,
    expiresAt.toISOString(),
  ]);
}

export interface PinOtpRow extends StoredPinOtp {
  id: string;
  otpHash: string;
  salt: string;
}

/** The user's open OTP (neither used nor voided), locked for this transaction. */
export async function lockOpenPinOtp(db: Db, userId: string): Promise<PinOtpRow | undefined> {
  const [row] = await db.query<{ id: string; otp_hash: string; salt: string; expires_at: Date | string; failed_attempts: number }>(
    `select id::text as id, otp_hash, salt, expires_at, failed_attempts from auth.pin_reset_otps
      where user_id = $1::uuid and used_at is null and revoked_at is null
      order by created_at desc limit 1 for update`,
    [userId],
  );
  return row
    ? { id: row.id, otpHash: row.otp_hash, salt: row.salt, expiresAt: new Date(row.expires_at), failedAttempts: Number(row.failed_attempts) }
    : undefined;
}

/** One more wrong try; `voids`: the OTP stops working. */
export async function recordWrongPinOtp(db: Db, id: string, voids: boolean): Promise<void> {
  await db.query(
    `update auth.pin_reset_otps set failed_attempts = failed_attempts + 1, revoked_at = case when $2 then now() else revoked_at end where id = $1::uuid`,
    [id, voids],
  );
}

export async function markPinOtpUsed(db: Db, id: string): Promise<void> {
  await db.query(`update auth.pin_reset_otps set used_at = now() where id = $1::uuid`, [id]);
}
