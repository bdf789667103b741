export * from './ProductTypeCounts';
