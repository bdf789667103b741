import type { ImportJob } from '@hub/contracts';

export interface ImportJobsTableProps {
  jobs: readonly ImportJob[];
  /** Store names by code. */
  storeNames: ReadonlyMap<string, string>;
  /** Show a job (its problems, dry run or progress) above the table. */
  onOpen?: (jobId: string) => void;
}
