import { dataMappingConfigSchema, type DataMappingConfig } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { refreshFilterKeys } from './filter-keys';
import { deleteDocument, readDocument, saveDocument } from './merchant-documents';

export interface StoredDataMapping {
  config: DataMappingConfig;
  revision: number;
  updatedAt: Date;
}

/** The merchant's data mapping; with `forUpdate`, the row is locked for a read-modify-write. */
export async function readDataMapping(
  db: Db,
  merchantId: string,
  forUpdate = false,
): Promise<StoredDataMapping | undefined> {
  const doc = await readDocument(db, 'data-mapping', merchantId, forUpdate);
  return doc && { ...doc, config: dataMappingConfigSchema.parse(doc.config) };
}

/** Saves the mapping; the fields the products' filter index holds follow its filters (ADR 0050). */
export const saveDataMapping = (db: Db, merchantId: string, config: DataMappingConfig, userId: string) =>
  db.transaction(async (tx) => {
    const revision = await saveDocument(tx, 'data-mapping', merchantId, config, userId);
    await refreshFilterKeys(tx, merchantId);
    return revision;
  });

export const deleteDataMapping = (db: Db, merchantId: string, userId: string) =>
  db.transaction(async (tx) => {
    const revision = await deleteDocument(tx, 'data-mapping', merchantId, userId);
    if (revision !== undefined) await refreshFilterKeys(tx, merchantId);
    return revision;
  });
