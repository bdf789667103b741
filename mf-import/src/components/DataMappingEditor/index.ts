export * from './DataMappingEditor';
export * from './MappingStatus';
export * from './useDataMapping';
