export * from './ActivityToggle';
