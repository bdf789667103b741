export * from './storeCurrencies';
export * from './useProductMoney';
