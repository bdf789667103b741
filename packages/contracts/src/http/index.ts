export * from './endpoint';
export * from './stores';
export * from './products';
export * from './catalog-config';
export * from './gold-rates';
export * from './data-mapping';
export * from './import';
export * from './notify';
