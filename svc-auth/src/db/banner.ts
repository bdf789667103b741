import type { BannerKind } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { ChannelFailure, ImportFailure } from '../domain/banner';

/** What the banner is made from (migration 011): failed scheduled imports, failing channels, dismissals (licences: ./licence-replicas). */

/** A scheduled import of the store failed: it replaces the store's previous failure. */
export async function recordImportFailure(db: Db, merchantId: string, f: ImportFailure, at: string): Promise<void> {
  await db.query(
    `insert into auth.banner_import_failures (merchant_id, sid, job_id, status, error_code, failed_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id, sid) do update set job_id = excluded.job_id, status = excluded.status, error_code = excluded.error_code, failed_at = excluded.failed_at
      where auth.banner_import_failures.failed_at <= excluded.failed_at`,
    [merchantId, f.sid, f.jobId, f.status, f.errorCode, at],
  );
}

/** A scheduled import of the store succeeded: an older failure no longer shows. */
export async function clearImportFailure(db: Db, merchantId: string, sid: string, at: string): Promise<void> {
  await db.query('delete from auth.banner_import_failures where merchant_id = $1 and sid = $2 and failed_at <= $3', [merchantId, sid, at]);
}

export async function listImportFailures(db: Db, merchantId: string): Promise<ImportFailure[]> {
  const rows = await db.query<{ sid: string; job_id: string; status: string; error_code: string | null }>(
    'select sid, job_id, status, error_code from auth.banner_import_failures where merchant_id = $1',
    [merchantId],
  );
  return rows.map((r) => ({ sid: r.sid, jobId: r.job_id, status: r.status, errorCode: r.error_code }));
}

/** A channel failing: it keeps the time it started failing (the condition's occurrence), the error is the latest. */
export async function recordChannelFailure(db: Db, merchantId: string, channel: string, error: string | null, at: string): Promise<void> {
  await db.query(
    `insert into auth.banner_channel_failures (merchant_id, channel, error, failing_since) values ($1, $2, $3, $4)
     on conflict (merchant_id, channel) do update set error = excluded.error`,
    [merchantId, channel, error, at],
  );
}

export async function clearChannelFailure(db: Db, merchantId: string, channel: string): Promise<void> {
  await db.query('delete from auth.banner_channel_failures where merchant_id = $1 and channel = $2', [merchantId, channel]);
}

export async function listChannelFailures(db: Db, merchantId: string): Promise<ChannelFailure[]> {
  const rows = await db.query<{ channel: string; error: string | null; failing_since: Date }>(
    'select channel, error, failing_since from auth.banner_channel_failures where merchant_id = $1',
    [merchantId],
  );
  return rows.map((r) => ({ channel: r.channel, error: r.error, failingSince: new Date(r.failing_since).toISOString() }));
}

export async function listDismissals(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.query<{ kind: string; key: string }>('select kind, key from auth.banner_dismissals where user_id = $1::uuid', [userId]);
  return new Set(rows.map((r) => `${r.kind}|${r.key}`));
}

export async function recordDismissal(db: Db, userId: string, kind: BannerKind, key: string): Promise<void> {
  await db.query('insert into auth.banner_dismissals (user_id, kind, key) values ($1::uuid, $2, $3) on conflict do nothing', [userId, kind, key]);
}
