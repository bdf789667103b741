import type { ImportJob } from '@hub/contracts';

export interface ImportJobsTableProps {
  jobs: readonly ImportJob[];
  /** Store names by code. */
  storeNames: ReadonlyMap<string, string>;
}
