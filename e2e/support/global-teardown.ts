import { rmSync } from 'node:fs';

/**
 * Removes the run's data folder: runs never see each other's data. The hub may still be writing into it
 * (it is stopped after this teardown): a folder that gains a file while it is removed (ENOTEMPTY) is
 * tried again.
 */
export default function globalTeardown(): void {
  const dir = process.env.HUB_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
