import { migrateSchema, migrationsDir, type Db } from '@hub/service-kit';
import { backfillStoreCurrencies } from './stores';

export const AUTH_SCHEMA = 'auth';

/**
 * Applies svc-auth/migrations/*.sql (read from the package folder, not from dist), then gives the
 * stores stored before migration 009 their currency (a default from their country, in TypeScript
 * because the country-to-currency table lives in @hub/contracts); both are idempotent.
 */
export async function migrateAuth(db: Db): Promise<string[]> {
  const applied = await migrateSchema(db, AUTH_SCHEMA, migrationsDir(__dirname, 1));
  await backfillStoreCurrencies(db);
  return applied;
}
