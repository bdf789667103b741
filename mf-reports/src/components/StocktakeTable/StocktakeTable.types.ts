import type { StocktakeSummary } from '../../domain/reportRows';

export interface ReportStore {
  code: string;
  name: string;
  tz: string | null;
}

export interface StocktakeTableProps {
  rows: readonly StocktakeSummary[];
  /** Stores by code, for names and time zones. */
  stores: ReadonlyMap<string, ReportStore>;
}
