export * from './hubStore';
export * from './types';
export { hasSavedTheme, initialTheme, writeThemeCookie } from './themeSlice';
export { readLocaleCookie, writeLocaleCookie, currentLocale } from './localeSlice';
export { randomDeviceId } from './sessionSlice';
