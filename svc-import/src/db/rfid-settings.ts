import type { EpcEncoding, RfidConfig } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** Keeps the merchant's RFID config as svc-catalog published it (its encoding checks imported tags). */
export async function saveRfidSettings(db: Db, merchantId: string, config: Pick<RfidConfig, 'encoding' | 'length'>): Promise<void> {
  await db.query(
    `insert into "import".rfid_settings (merchant_id, encoding, length) values ($1, $2, $3)
     on conflict (merchant_id) do update set encoding = excluded.encoding, length = excluded.length, updated_at = now()`,
    [merchantId, config.encoding, config.length],
  );
}

/** The encoding of the merchant's RFID config; null while none was published (tags are then not checked). */
export async function readTagEncoding(db: Db, merchantId: string): Promise<EpcEncoding | null> {
  const [row] = await db.query<{ encoding: EpcEncoding }>(`select encoding from "import".rfid_settings where merchant_id = $1`, [merchantId]);
  return row?.encoding ?? null;
}
