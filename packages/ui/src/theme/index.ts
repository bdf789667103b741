export * from './hubTheme';
