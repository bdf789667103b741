export * from './ImportJobsTable';
export type { ImportJobsTableProps } from './ImportJobsTable.types';
