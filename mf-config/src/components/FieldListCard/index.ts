export * from './FieldListCard';
