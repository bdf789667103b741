export * from './MappingPicker';
export * from './useNamedMappings';
