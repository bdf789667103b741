import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * Removes the run's data folder: runs never see each other's data. The hub may still be writing into it
 * (Playwright stops the web server after this teardown): a folder that gains a file while it is removed
 * (ENOTEMPTY) is tried again, and if the hub keeps writing, it is removed by a detached process a few
 * seconds later, once the hub has stopped, rather than failing a run whose journeys all passed.
 */
export default function globalTeardown(): void {
  const dir = process.env.HUB_E2E_DATA_DIR;
  if (!dir) return;
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch (error) {
    console.warn(`e2e teardown: ${dir} is still being written (${(error as Error).message}); it is removed once the hub has stopped`);
    spawn('sh', ['-c', 'sleep 10; rm -rf -- "$1"', 'e2e-teardown', dir], { detached: true, stdio: 'ignore' }).unref();
  }
}
