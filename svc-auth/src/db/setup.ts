import type { SetupModule } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import { authDb } from './schema';

export async function listSetupModules(db: Db, merchantId: string): Promise<SetupModule[]> {
  const rows = await authDb(db).selectFrom('setup_modules').select(['name', 'status']).where('merchant_id', '=', merchantId).execute();
  return rows.map((r) => ({ name: r.name, status: r.status }));
}
