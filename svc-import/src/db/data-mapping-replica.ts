import { dataMappingConfigSchema, type DataMappingConfig, type EVENT_TYPES } from '@hub/contracts';
import { sql, type ConsumedEventHandler, type Db } from '@hub/service-kit';
import { importDb } from './schema';

/** Applies svc-catalog's data-mapping change when it is newer than the kept one (events may repeat or arrive late). */
export const applyDataMappingChange: ConsumedEventHandler<typeof EVENT_TYPES.DATA_MAPPING_CHANGED> = async (event, tx) => {
  const d = event.data;
  await importDb(tx)
    .insertInto('data_mapping_replicas')
    .values({
      merchant_id: event.merchantId,
      revision: d.revision,
      config: d.config === null ? null : JSON.stringify(d.config),
    })
    .onConflict((oc) =>
      oc
        .column('merchant_id')
        .doUpdateSet((eb) => ({
          revision: eb.ref('excluded.revision'),
          config: eb.ref('excluded.config'),
          updated_at: sql<Date>`now()`,
        }))
        .where('data_mapping_replicas.revision', '<', (eb) => eb.ref('excluded.revision')),
    )
    .execute();
};

/** The mapping svc-import maps the merchant's imports with, and its revision; undefined when none is configured. */
export async function currentDataMapping(
  db: Db,
  merchantId: string,
): Promise<{ revision: number; config: DataMappingConfig } | undefined> {
  const row = await importDb(db)
    .selectFrom('data_mapping_replicas')
    .select(['revision', 'config'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row || row.config === null) return undefined;
  return { revision: row.revision, config: dataMappingConfigSchema.parse(row.config) };
}
