import type { Db } from '@hub/service-kit';
import { DEFAULT_IMAGE_SWITCHES, type ImageSwitches, type SyncedFile } from '../domain/images';

/** The merchant's image switches of the global config, as svc-catalog last published them (else the spec defaults). */
export async function readImageSwitches(db: Db, merchantId: string): Promise<ImageSwitches> {
  const [row] = await db.query<{ allow_img_import: boolean; image_extensions: string; trigger_verify_image: boolean; verify_image_concurrency: number }>(
    `select allow_img_import, image_extensions, trigger_verify_image, verify_image_concurrency from "import".image_settings where merchant_id = $1`,
    [merchantId],
  );
  if (!row) return DEFAULT_IMAGE_SWITCHES;
  return {
    allowImgImport: row.allow_img_import,
    imageExtensions: row.image_extensions,
    triggerVerifyImageLambda: row.trigger_verify_image,
    verifyImageConcurrency: Number(row.verify_image_concurrency),
  };
}

export async function saveImageSwitches(db: Db, merchantId: string, switches: ImageSwitches): Promise<void> {
  await db.query(
    `insert into "import".image_settings (merchant_id, allow_img_import, image_extensions, trigger_verify_image, verify_image_concurrency) values ($1, $2, $3, $4, $5)
     on conflict (merchant_id) do update set allow_img_import = excluded.allow_img_import, image_extensions = excluded.image_extensions,
       trigger_verify_image = excluded.trigger_verify_image, verify_image_concurrency = excluded.verify_image_concurrency, updated_at = now()`,
    [merchantId, switches.allowImgImport, switches.imageExtensions, switches.triggerVerifyImageLambda, switches.verifyImageConcurrency],
  );
}

/** The files of a source synced before, by remote path. */
export async function syncedFiles(db: Db, sourceId: string): Promise<Map<string, SyncedFile>> {
  const rows = await db.query<{ remote_path: string; size: string | number; modified_at: Date | string | null }>(
    `select remote_path, size, modified_at from "import".image_ftp_synced where source_id = $1`,
    [sourceId],
  );
  return new Map(rows.map((r) => [r.remote_path, { path: r.remote_path, size: Number(r.size), modifiedAt: r.modified_at ? new Date(r.modified_at).toISOString() : null }]));
}

/** Records files whose image matched products (a file of an unmatched name is fetched again next time). */
export async function recordSyncedFiles(tx: Db, merchantId: string, sourceId: string, files: readonly SyncedFile[]): Promise<void> {
  if (files.length === 0) return;
  await tx.query(
    `insert into "import".image_ftp_synced (source_id, remote_path, merchant_id, size, modified_at)
     select $1, f.path, $2, f.size, f.modified from unnest($3::text[], $4::bigint[], $5::timestamptz[]) as f(path, size, modified)
     on conflict (source_id, remote_path) do update set size = excluded.size, modified_at = excluded.modified_at, synced_at = now()`,
    [sourceId, merchantId, files.map((f) => f.path), files.map((f) => f.size), files.map((f) => f.modifiedAt)],
  );
}
