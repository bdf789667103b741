import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_RUN_PHASES } from '@hub/contracts';
import { migrateSchema } from '@hub/service-kit';
import { testDatabaseTargets, testServiceDeps } from '@hub/service-kit/testing';
import { createCatalogService } from '../src';

/** svc-catalog's migrations before a run's phase took the job's words (001 to 028). */
function migrationsBeforePhaseWords(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-migrations-'));
  const source = join(__dirname, '..', 'migrations');
  for (const name of readdirSync(source).filter((n) => /^0(0\d|1\d|2[0-8])_.*\.sql$/.test(n))) copyFileSync(join(source, name), join(dir, name));
  return dir;
}

describe.each(testDatabaseTargets())("svc-catalog migration 029 (an import run's phase in the job's words, issue 26 item 5) on %s", (target) => {
  it('When runs were in each old phase, then each takes the job status it stood for, and an old word is refused after', async () => {
    const test = await target.create({ empty: true });
    const dir = migrationsBeforePhaseWords();
    try {
      await migrateSchema(test.db, 'catalog', dir);
      const old: [string, boolean][] = [
        ['STAGE', false],
        ['STAGE', true],
        ['PLANNED', true],
        ['APPLY', true],
        ['DONE', true],
        ['CANCEL', true],
        ['CANCELLED', true],
        ['FAILED', true],
      ];
      for (const [n, [phase, checked]] of old.entries()) {
        // Leased by another worker for an hour: the service's own import worker leaves the runs as they are.
        await test.db.query(
          `insert into catalog.import_runs (job_id, merchant_id, sid, batches, phase, checked, lease_owner, lease_until)
           values ($1, 'DEMO', 'MASTER', '[]', $2, $3, 'another worker', now() + interval '1 hour')`,
          [
          `00000000-0000-4000-8000-00000000000${n}`,
          phase,
          checked,
          ],
        );
      }

      const service = createCatalogService(testServiceDeps(test.db));
      await service.migrate();
      await service.stop();

      const rows = await test.db.query<{ phase: string }>('select phase from catalog.import_runs order by job_id');
      expect(rows.map((r) => r.phase)).toEqual(['CHECKING', 'PLANNING', 'READY', 'IMPORTING', 'FINISHED', 'CANCELLING', 'CANCELLED', 'FAILED']);
      expect([...new Set(rows.map((r) => r.phase))].sort()).toEqual([...IMPORT_RUN_PHASES].sort());
      await expect(
        test.db.query(`insert into catalog.import_runs (job_id, merchant_id, sid, batches, phase) values ('00000000-0000-4000-8000-000000000009', 'DEMO', 'MASTER', '[]', 'STAGE')`),
      ).rejects.toThrow(/import_runs_phase_check/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
