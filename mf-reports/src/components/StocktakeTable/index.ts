export * from './StocktakeTable';
export type { ReportStore, StocktakeTableProps } from './StocktakeTable.types';
