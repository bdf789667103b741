export * from './StockTakeConfigPage';
