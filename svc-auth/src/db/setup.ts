import { SETUP_MODULE, savedModuleStatus, type ModuleStatus, type SetupModule } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { authDb } from './schema';

export async function listSetupModules(db: Db, merchantId: string): Promise<SetupModule[]> {
  const rows = await authDb(db)
    .selectFrom('setup_modules')
    .select(['name', 'status'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return rows.map((r) => ({ name: r.name, status: r.status }));
}

async function setModuleStatus(
  db: Db,
  merchantId: string,
  name: string,
  status: ModuleStatus,
): Promise<void> {
  await authDb(db)
    .insertInto('setup_modules')
    .values({ merchant_id: merchantId, name, status })
    .onConflict((oc) => oc.columns(['merchant_id', 'name']).doUpdateSet({ status, updated_at: new Date() }))
    .execute();
}

/** A configuration of `name` was saved (`hub.setup.module-saved.v1`): CREATED the first time, UPDATED after. */
export async function recordModuleSaved(db: Db, merchantId: string, name: string): Promise<ModuleStatus> {
  const current = await authDb(db)
    .selectFrom('setup_modules')
    .select('status')
    .where('merchant_id', '=', merchantId)
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  const status = savedModuleStatus(current?.status);
  await setModuleStatus(db, merchantId, name, status);
  return status;
}

/** The merchant finished the initial setup: the module named Setup becomes CREATED (spec section 4). */
export function markSetupDone(db: Db, merchantId: string): Promise<void> {
  return setModuleStatus(db, merchantId, SETUP_MODULE, 'CREATED');
}
