export * from './GoldRatesPage';
