import type { Db } from '@hub/service-kit';

/** Does a merchant with this id exist? (GET /merchant/store/client-hub answers UAC106 otherwise.) */
export async function merchantExists(db: Db, merchantId: string): Promise<boolean> {
  return (await db.query('select 1 from auth.merchants where id = $1', [merchantId])).length > 0;
}
