import { rmSync } from 'node:fs';

/** Removes the run's data folder: runs never see each other's data. */
export default function globalTeardown(): void {
  const dir = process.env.HUB_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
