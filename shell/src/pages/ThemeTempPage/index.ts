export * from './ThemeTempPage';
