export * from './FieldPicker';
