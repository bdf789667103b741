import { sql, type Db } from '@hub/service-kit';
import { catalogDb, type ConfigDocumentsTable } from './schema';

/** The catalogue configs kept as one JSON document per merchant and kind, with a revision bumped on every save. */
export type DocumentKind = ConfigDocumentsTable['kind'];

export interface StoredDocument {
  config: unknown;
  revision: number;
  updatedAt: Date;
}

/** The merchant's document of `kind`; with `forUpdate`, the row is locked for a read-modify-write. */
export async function readDocument(
  db: Db,
  kind: DocumentKind,
  merchantId: string,
  forUpdate = false,
): Promise<StoredDocument | undefined> {
  let query = catalogDb(db)
    .selectFrom('config_documents')
    .select(['config', 'revision', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('deleted', '=', false);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? { config: row.config, revision: row.revision, updatedAt: new Date(row.updated_at) }
    : undefined;
}

/** Inserts or replaces the merchant's document of `kind`; answers the new revision. */
export async function saveDocument(
  db: Db,
  kind: DocumentKind,
  merchantId: string,
  config: unknown,
  userId: string,
): Promise<number> {
  const row = await catalogDb(db)
    .insertInto('config_documents')
    .values({ merchant_id: merchantId, kind, config: JSON.stringify(config), updated_by: userId })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'kind']).doUpdateSet((eb) => ({
        config: eb.ref('excluded.config'),
        updated_by: eb.ref('excluded.updated_by'),
        deleted: false,
        revision: sql<number>`${sql.ref('config_documents.revision')} + 1`,
        updated_at: sql<Date>`now()`,
      })),
    )
    .returning('revision')
    .executeTakeFirstOrThrow();
  return row.revision;
}

/**
 * Deletes the merchant's document of `kind` (a tombstone keeps its revision growing); answers the
 * revision of the deletion, or undefined when there was no document.
 */
export async function deleteDocument(
  db: Db,
  kind: DocumentKind,
  merchantId: string,
  userId: string,
): Promise<number | undefined> {
  const row = await catalogDb(db)
    .updateTable('config_documents')
    .set((eb) => ({
      deleted: true,
      config: '{}',
      updated_by: userId,
      revision: eb('revision', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('deleted', '=', false)
    .returning('revision')
    .executeTakeFirst();
  return row?.revision;
}
