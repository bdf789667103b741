import type { ConnectionStatus } from '../../domain/importJobs';

export interface ConnectionStoreRow {
  code: string;
  name: string;
  city?: string;
  status: ConnectionStatus;
}

export interface ConnectionStatusListProps {
  stores: readonly ConnectionStoreRow[];
}
