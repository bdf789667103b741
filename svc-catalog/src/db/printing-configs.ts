import type { LabelDpi, PrintingConfig, PrintingConfigInput } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** Printing configs (020_rfid_printing.sql): a printer's address and settings, one default per merchant. */

interface ConfigRow {
  id: string;
  name: string;
  is_default: boolean;
  host: string;
  port: number;
  dpi: number | null;
  label_width_mm: string | number | null;
  label_height_mm: string | number | null;
  tag_design_id: string | null;
  verify_encoding: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const num = (v: string | number | null) => (v === null ? null : Number(v));

function toConfig(r: ConfigRow): PrintingConfig {
  return {
    id: r.id,
    name: r.name,
    isDefault: r.is_default,
    host: r.host,
    port: r.port,
    dpi: r.dpi as LabelDpi | null,
    labelWidthMm: num(r.label_width_mm),
    labelHeightMm: num(r.label_height_mm),
    tagDesignId: r.tag_design_id,
    verifyEncoding: r.verify_encoding,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const COLUMNS = 'id, name, is_default, host, port, dpi, label_width_mm, label_height_mm, tag_design_id, verify_encoding, created_at, updated_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids: anything else names no row (and must not reach a uuid cast). */
export const isRowId = (id: string) => UUID.test(id);

/** One printing config write per merchant at a time (name and default checks, then the write). */
export async function lockPrintingConfigs(tx: Db, merchantId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`catalog.printing-configs:${merchantId}`]);
}

export async function listPrintingConfigs(db: Db, merchantId: string): Promise<PrintingConfig[]> {
  const rows = await db.query<ConfigRow>(`select ${COLUMNS} from catalog.printing_configs where merchant_id = $1 order by is_default desc, lower(name), id`, [merchantId]);
  return rows.map(toConfig);
}

export async function findPrintingConfig(db: Db, merchantId: string, id: string): Promise<PrintingConfig | undefined> {
  if (!isRowId(id)) return undefined;
  const rows = await db.query<ConfigRow>(`select ${COLUMNS} from catalog.printing_configs where merchant_id = $1 and id = $2`, [merchantId, id]);
  return rows[0] ? toConfig(rows[0]) : undefined;
}

export async function defaultPrintingConfig(db: Db, merchantId: string): Promise<PrintingConfig | undefined> {
  const rows = await db.query<ConfigRow>(`select ${COLUMNS} from catalog.printing_configs where merchant_id = $1 and is_default`, [merchantId]);
  return rows[0] ? toConfig(rows[0]) : undefined;
}

/** Another config of the merchant has this name (any case). */
export async function printingConfigNameTaken(db: Db, merchantId: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(`select 1 from catalog.printing_configs where merchant_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)`, [
    merchantId,
    name,
    exceptId,
  ]);
  return rows.length > 0;
}

/** Inserts or updates (`id`); answers the row, or undefined when `id` names none of the merchant's. */
export async function writePrintingConfig(db: Db, merchantId: string, input: PrintingConfigInput & { isDefault: boolean }): Promise<PrintingConfig | undefined> {
  const values = [
    merchantId,
    input.name,
    input.isDefault,
    input.host,
    input.port,
    input.dpi,
    input.labelWidthMm,
    input.labelHeightMm,
    input.tagDesignId,
    input.verifyEncoding,
  ];
  if (input.isDefault) await db.query(`update catalog.printing_configs set is_default = false, updated_at = now() where merchant_id = $1 and is_default`, [merchantId]);
  if (input.id === undefined) {
    const rows = await db.query<ConfigRow>(
      `insert into catalog.printing_configs (merchant_id, name, is_default, host, port, dpi, label_width_mm, label_height_mm, tag_design_id, verify_encoding)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
      values,
    );
    return toConfig(rows[0]!);
  }
  const rows = await db.query<ConfigRow>(
    `update catalog.printing_configs
        set name = $2, is_default = $3, host = $4, port = $5, dpi = $6, label_width_mm = $7, label_height_mm = $8, tag_design_id = $9, verify_encoding = $10, updated_at = now()
      where merchant_id = $1 and id = $11 returning ${COLUMNS}`,
    [...values, input.id],
  );
  return rows[0] ? toConfig(rows[0]) : undefined;
}

export async function setDefaultPrintingConfig(db: Db, merchantId: string, id: string): Promise<PrintingConfig | undefined> {
  if (!(await findPrintingConfig(db, merchantId, id))) return undefined;
  await db.query(`update catalog.printing_configs set is_default = false, updated_at = now() where merchant_id = $1 and is_default and id <> $2`, [merchantId, id]);
  const rows = await db.query<ConfigRow>(`update catalog.printing_configs set is_default = true, updated_at = now() where merchant_id = $1 and id = $2 returning ${COLUMNS}`, [merchantId, id]);
  return rows[0] ? toConfig(rows[0]) : undefined;
}

/** After a delete: the first config by name becomes the default when none is. */
export async function ensureDefaultPrintingConfig(db: Db, merchantId: string): Promise<void> {
  await db.query(
    `update catalog.printing_configs set is_default = true, updated_at = now()
      where id = (select id from catalog.printing_configs where merchant_id = $1 order by lower(name), id limit 1)
        and not exists (select 1 from catalog.printing_configs where merchant_id = $1 and is_default)`,
    [merchantId],
  );
}

export async function deletePrintingConfig(db: Db, merchantId: string, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const rows = await db.query(`delete from catalog.printing_configs where merchant_id = $1 and id = $2 returning id`, [merchantId, id]);
  return rows.length > 0;
}

export async function countPrintingConfigs(db: Db, merchantId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from catalog.printing_configs where merchant_id = $1`, [merchantId]);
  return Number(rows[0]?.n ?? 0);
}

/** Configs using a design use none once it is deleted; answers how many did. */
export async function clearDesignOfConfigs(db: Db, merchantId: string, designId: string): Promise<number> {
  const rows = await db.query(`update catalog.printing_configs set tag_design_id = null, updated_at = now() where merchant_id = $1 and tag_design_id = $2 returning id`, [merchantId, designId]);
  return rows.length;
}
