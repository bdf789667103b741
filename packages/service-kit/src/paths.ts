import { join } from 'node:path';

/**
 * The committed migrations folder of a package, from a module in `src/<sub>/` or `dist/<sub>/`
 * (same depth in both): `migrationsDir(__dirname, 1)` from `src/db/x.ts` is `<package>/migrations`.
 */
export function migrationsDir(moduleDir: string, depthBelowSrc = 0): string {
  return join(moduleDir, ...Array<string>(depthBelowSrc + 1).fill('..'), 'migrations');
}
