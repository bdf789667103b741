export * from './ColumnChooser';
