import { DEFAULT_RFID_CONFIG, rfidConfigSchema, type RfidConfigAnswer } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { readDocument } from './merchant-documents';

/**
 * The merchant's RFID config (issue 14 item 1), a config document of kind `rfid`: the defaults until
 * one is saved; with `forUpdate`, the row is locked for a read-modify-write.
 */
export async function readRfidConfig(db: Db, merchantId: string, forUpdate = false): Promise<RfidConfigAnswer> {
  const doc = await readDocument(db, 'rfid', merchantId, forUpdate);
  const parsed = doc ? rfidConfigSchema.safeParse(doc.config) : undefined;
  if (!doc || !parsed?.success) return { ...DEFAULT_RFID_CONFIG, configured: false, updatedAt: null };
  return { ...parsed.data, configured: true, updatedAt: doc.updatedAt.toISOString() };
}

/** How many products of the merchant carry tags besides their primary one. */
export async function productsWithSeveralTags(db: Db, merchantId: string): Promise<number> {
  const rows = await db.query<{ n: string | number }>(`select count(distinct product_id) as n from catalog.product_tags where merchant_id = $1`, [merchantId]);
  return Number(rows[0]?.n ?? 0);
}
