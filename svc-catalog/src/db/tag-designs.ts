import { defaultTagDesigns, tagElementSchema, type LabelDpi, type RfidConfig, type TagDesign, type TagDesignInput, type TagElement } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { isRowId } from './printing-configs';

/** Tag designs (020_rfid_printing.sql, `/config/tag-design`): label size, resolution and elements. */

interface DesignRow {
  id: string;
  name: string;
  width_mm: string | number;
  height_mm: string | number;
  dpi: number;
  elements: unknown[];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Stored elements as the schema has them (one that no longer parses is left out rather than failing the read). */
function elementsOf(stored: unknown[]): TagElement[] {
  return (stored ?? []).flatMap((e) => {
    const parsed = tagElementSchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
}

function toDesign(r: DesignRow): TagDesign {
  return {
    id: r.id,
    name: r.name,
    widthMm: Number(r.width_mm),
    heightMm: Number(r.height_mm),
    dpi: r.dpi as LabelDpi,
    elements: elementsOf(r.elements),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

const COLUMNS = 'id, name, width_mm, height_mm, dpi, elements, created_at, updated_at';

export async function lockTagDesigns(tx: Db, merchantId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`catalog.tag-designs:${merchantId}`]);
}

export async function listTagDesigns(db: Db, merchantId: string): Promise<TagDesign[]> {
  const rows = await db.query<DesignRow>(`select ${COLUMNS} from catalog.tag_designs where merchant_id = $1 order by lower(name), id`, [merchantId]);
  return rows.map(toDesign);
}

export async function findTagDesign(db: Db, merchantId: string, id: string): Promise<TagDesign | undefined> {
  if (!isRowId(id)) return undefined;
  const rows = await db.query<DesignRow>(`select ${COLUMNS} from catalog.tag_designs where merchant_id = $1 and id = $2`, [merchantId, id]);
  return rows[0] ? toDesign(rows[0]) : undefined;
}

export async function firstTagDesign(db: Db, merchantId: string): Promise<TagDesign | undefined> {
  const rows = await db.query<DesignRow>(`select ${COLUMNS} from catalog.tag_designs where merchant_id = $1 order by lower(name), id limit 1`, [merchantId]);
  return rows[0] ? toDesign(rows[0]) : undefined;
}

export async function tagDesignNameTaken(db: Db, merchantId: string, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(`select 1 from catalog.tag_designs where merchant_id = $1 and lower(name) = lower($2) and ($3::uuid is null or id <> $3::uuid)`, [merchantId, name, exceptId]);
  return rows.length > 0;
}

/** Inserts or updates (`id`); undefined when `id` names none of the merchant's designs. */
export async function writeTagDesign(db: Db, merchantId: string, input: TagDesignInput): Promise<TagDesign | undefined> {
  const values = [merchantId, input.name, input.widthMm, input.heightMm, input.dpi, JSON.stringify(input.elements)];
  if (input.id === undefined) {
    const rows = await db.query<DesignRow>(
      `insert into catalog.tag_designs (merchant_id, name, width_mm, height_mm, dpi, elements) values ($1, $2, $3, $4, $5, $6::jsonb) returning ${COLUMNS}`,
      values,
    );
    return toDesign(rows[0]!);
  }
  const rows = await db.query<DesignRow>(
    `update catalog.tag_designs set name = $2, width_mm = $3, height_mm = $4, dpi = $5, elements = $6::jsonb, updated_at = now()
      where merchant_id = $1 and id = $7 returning ${COLUMNS}`,
    [...values, input.id],
  );
  return rows[0] ? toDesign(rows[0]) : undefined;
}

export async function deleteTagDesign(db: Db, merchantId: string, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const rows = await db.query(`delete from catalog.tag_designs where merchant_id = $1 and id = $2 returning id`, [merchantId, id]);
  return rows.length > 0;
}

/**
 * Issue 28 item 4: the default designs (one per label size the RFID config allows, contracts'
 * defaultTagDesigns) for a merchant that has no design yet; a merchant with designs keeps its own.
 * Idempotent (an event delivered twice adds nothing). Answers how many it added.
 */
export async function seedDefaultTagDesigns(tx: Db, merchantId: string, rfid: Pick<RfidConfig, 'encoding' | 'length'>): Promise<number> {
  await lockTagDesigns(tx, merchantId);
  const any = await tx.query(`select 1 from catalog.tag_designs where merchant_id = $1 limit 1`, [merchantId]);
  if (any.length > 0) return 0;
  const designs = defaultTagDesigns(rfid);
  for (const design of designs) await writeTagDesign(tx, merchantId, design);
  return designs.length;
}
