export * from './OrderedFieldList';
