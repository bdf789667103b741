export * from './ThemeConfigPage';
