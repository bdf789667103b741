export * from './hubTheme';
export * from './themeVariables';
