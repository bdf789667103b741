import type { ModuleStatus, SetupModule } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

export async function listSetupModules(db: Db, merchantId: string): Promise<SetupModule[]> {
  const rows = await db.query<{ name: string; status: ModuleStatus }>('select name, status from auth.setup_modules where merchant_id = $1', [merchantId]);
  return rows.map((r) => ({ name: r.name, status: r.status }));
}
