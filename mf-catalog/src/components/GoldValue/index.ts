export * from './GoldValue';
