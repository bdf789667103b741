export * from './ProductThumbnail';
