import { migrateSchema, migrationsDir, type Db } from '@hub/service-kit';

export const AUTH_SCHEMA = 'auth';

/** Applies svc-auth/migrations/*.sql (read from the package folder, not from dist). */
export async function migrateAuth(db: Db): Promise<string[]> {
  return migrateSchema(db, AUTH_SCHEMA, migrationsDir(__dirname, 1));
}
