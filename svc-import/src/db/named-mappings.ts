import { DEFAULT_MAPPING_ID, IMPORT_RUNNING_STATUSES, NAMED_MAPPING_CODES, dataMappingConfigSchema, type DataMappingConfig } from '@hub/contracts';
import { AppError, sql, type Db } from '@hub/service-kit';
import type { MappingUse, StoredMapping } from '../domain/named-mappings';
import { importDb } from './schema';

const isUniqueViolation = (error: unknown) => !!error && typeof error === 'object' && (error as { code?: string }).code === '23505';

/** A unique index refusal of a name (two saves at once) is the same CDM114 the rule answers. */
async function nameGuard<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(NAMED_MAPPING_CODES.NAME_TAKEN, 409);
    throw error;
  }
}

const columns = ['id', 'name', 'config', 'revision', 'updated_at'] as const;
type Row = { id: string; name: string; config: unknown; revision: number; updated_at: Date };
const toStored = (r: Row): StoredMapping => ({
  id: r.id,
  name: r.name,
  config: r.config === null ? null : dataMappingConfigSchema.parse(r.config),
  revision: r.revision,
  updatedAt: r.id === DEFAULT_MAPPING_ID && r.revision === 0 ? null : new Date(r.updated_at),
});

/** The default mapping's row, made (not saved yet: no config, revision 0) when svc-catalog has sent none. */
export async function ensureDefaultMapping(db: Db, merchantId: string): Promise<void> {
  await importDb(db)
    .insertInto('data_mappings')
    .values({ merchant_id: merchantId, id: DEFAULT_MAPPING_ID, name: 'Default', revision: 0, config: null })
    .onConflict((oc) => oc.columns(['merchant_id', 'id']).doNothing())
    .execute();
}

/** The merchant's mappings (the default's row made when missing). */
export async function listMappings(db: Db, merchantId: string): Promise<StoredMapping[]> {
  await ensureDefaultMapping(db, merchantId);
  const rows = await importDb(db).selectFrom('data_mappings').select(columns).where('merchant_id', '=', merchantId).execute();
  return rows.map(toStored);
}

/** One of the merchant's mappings (404 CDM110 otherwise); with `forUpdate`, locked for a read-modify-write. */
export async function mappingInScope(db: Db, merchantId: string, id: string, forUpdate = false): Promise<StoredMapping> {
  if (id === DEFAULT_MAPPING_ID) await ensureDefaultMapping(db, merchantId);
  let query = importDb(db).selectFrom('data_mappings').select(columns).where('merchant_id', '=', merchantId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('CDM110', 404);
  return toStored(row);
}

/** The names of the merchant's sources, by the mapping each imports with. */
export async function sourcesByMapping(db: Db, merchantId: string): Promise<Map<string, string[]>> {
  const rows = await importDb(db).selectFrom('import_sources').select(['mapping_id', 'name']).where('merchant_id', '=', merchantId).execute();
  const byMapping = new Map<string, string[]>();
  for (const r of rows) byMapping.set(r.mapping_id, [...(byMapping.get(r.mapping_id) ?? []), r.name]);
  return byMapping;
}

/** What uses mapping `id`: the merchant's sources importing with it and its imports still running. */
export async function mappingUse(db: Db, merchantId: string, id: string): Promise<MappingUse> {
  const count = sql<number>`count(*)::int`.as('n');
  const [sources, running] = await Promise.all([
    importDb(db).selectFrom('import_sources').select(count).where('merchant_id', '=', merchantId).where('mapping_id', '=', id).executeTakeFirstOrThrow(),
    importDb(db)
      .selectFrom('import_jobs')
      .select(count)
      .where('merchant_id', '=', merchantId)
      .where('mapping_id', '=', id)
      .where('status', 'in', IMPORT_RUNNING_STATUSES)
      .executeTakeFirstOrThrow(),
  ]);
  return { id, sourcesUsing: sources.n, runningImportsUsing: running.n };
}

/** A new mapping of the merchant's (revision 1 when it has a config, else 0). */
export async function insertMapping(db: Db, merchantId: string, name: string, config: DataMappingConfig | null, userId: string): Promise<StoredMapping> {
  const row = await nameGuard(
    importDb(db)
      .insertInto('data_mappings')
      .values({ merchant_id: merchantId, name, config: config === null ? null : JSON.stringify(config), revision: config === null ? 0 : 1, updated_by: userId })
      .returning(columns)
      .executeTakeFirstOrThrow(),
  );
  return toStored(row);
}

/** Saves a mapping's config: its revision grows by one. */
export async function saveMappingConfig(db: Db, merchantId: string, id: string, config: DataMappingConfig, userId: string): Promise<StoredMapping> {
  const row = await importDb(db)
    .updateTable('data_mappings')
    .set((eb) => ({ config: JSON.stringify(config), revision: eb('revision', '+', 1), updated_by: userId, updated_at: sql<Date>`now()` }))
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toStored(row);
}

/** Renames a mapping (its config and revision stay: a name does not change how rows are read). */
export async function renameMapping(db: Db, merchantId: string, id: string, name: string): Promise<StoredMapping> {
  const row = await nameGuard(
    importDb(db)
      .updateTable('data_mappings')
      .set({ name })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow(),
  );
  return toStored(row);
}

export async function deleteMapping(db: Db, merchantId: string, id: string): Promise<void> {
  await importDb(db).deleteFrom('data_mappings').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}

/** The stores whose imports start with each mapping (issue 28 item 2, per store), by mapping. */
export async function storesByMapping(db: Db, merchantId: string): Promise<Map<string, string[]>> {
  const rows = await importDb(db).selectFrom('store_mappings').select(['mapping_id', 'sid']).where('merchant_id', '=', merchantId).orderBy('sid').execute();
  const byMapping = new Map<string, string[]>();
  for (const r of rows) byMapping.set(r.mapping_id, [...(byMapping.get(r.mapping_id) ?? []), r.sid]);
  return byMapping;
}

/** Mapping `id` becomes the one exactly `stores` start with: taken from another mapping, left by any other store. */
export async function setMappingStores(db: Db, merchantId: string, id: string, stores: readonly string[]): Promise<void> {
  let leaving = importDb(db).deleteFrom('store_mappings').where('merchant_id', '=', merchantId).where('mapping_id', '=', id);
  if (stores.length > 0) leaving = leaving.where('sid', 'not in', [...stores]);
  await leaving.execute();
  if (stores.length === 0) return;
  await importDb(db)
    .insertInto('store_mappings')
    .values(stores.map((sid) => ({ merchant_id: merchantId, sid, mapping_id: id })))
    .onConflict((oc) => oc.columns(['merchant_id', 'sid']).doUpdateSet({ mapping_id: id }))
    .execute();
}

/** The mapping store `sid`'s import starts with, or null (the default). */
export async function storeMapping(db: Db, merchantId: string, sid: string): Promise<string | null> {
  const row = await importDb(db).selectFrom('store_mappings').select('mapping_id').where('merchant_id', '=', merchantId).where('sid', '=', sid).executeTakeFirst();
  return row?.mapping_id ?? null;
}
