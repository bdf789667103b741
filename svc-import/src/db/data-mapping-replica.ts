import { DEFAULT_MAPPING_ID, dataMappingConfigSchema, type DataMappingConfig, type EVENT_TYPES } from '@hub/contracts';
import { sql, type ConsumedEventHandler, type Db } from '@hub/service-kit';
import { importDb } from './schema';

/**
 * Applies svc-catalog's data-mapping change to the merchant's default mapping when it is newer than the
 * kept one (events may repeat or arrive late); a first one names it "Default" (issue 28 item 2).
 */
export const applyDataMappingChange: ConsumedEventHandler<typeof EVENT_TYPES.DATA_MAPPING_CHANGED> = async (event, tx) => {
  const d = event.data;
  await importDb(tx)
    .insertInto('data_mappings')
    .values({
      merchant_id: event.merchantId,
      id: DEFAULT_MAPPING_ID,
      name: 'Default',
      revision: d.revision,
      config: d.config === null ? null : JSON.stringify(d.config),
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'id'])
        .doUpdateSet((eb) => ({
          revision: eb.ref('excluded.revision'),
          config: eb.ref('excluded.config'),
          updated_at: sql<Date>`now()`,
        }))
        .where('data_mappings.revision', '<', (eb) => eb.ref('excluded.revision')),
    )
    .execute();
};

/** Which named mapping an import reads with. */
export interface ImportMappingRef {
  id: string;
  name: string;
}

/** A mapping an import reads its rows with. */
export interface ImportMapping {
  id: string;
  name: string;
  revision: number;
  config: DataMappingConfig;
}

/**
 * The mapping `id` (the default one when absent) the merchant's imports map with, and its revision;
 * undefined when there is none or it is not saved (PDFU100).
 */
export async function importMapping(db: Db, merchantId: string, id: string = DEFAULT_MAPPING_ID): Promise<ImportMapping | undefined> {
  const row = await importDb(db)
    .selectFrom('data_mappings')
    .select(['id', 'name', 'revision', 'config'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.config === null) return undefined;
  return { id: row.id, name: row.name, revision: row.revision, config: dataMappingConfigSchema.parse(row.config) };
}

/** The merchant's default mapping (svc-catalog's data mapping) and its revision; undefined when none is configured. */
export const currentDataMapping = (db: Db, merchantId: string) => importMapping(db, merchantId);
