export * from './MoveButtons';
