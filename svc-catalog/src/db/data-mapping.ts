import { dataMappingConfigSchema, type DataMappingConfig } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
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

export const saveDataMapping = (db: Db, merchantId: string, config: DataMappingConfig, userId: string) =>
  saveDocument(db, 'data-mapping', merchantId, config, userId);

export const deleteDataMapping = (db: Db, merchantId: string, userId: string) =>
  deleteDocument(db, 'data-mapping', merchantId, userId);
