export * from './hubStore';
export * from './types';
export { initialTheme } from './themeSlice';
export { readLocaleCookie, writeLocaleCookie, currentLocale } from './localeSlice';
export { randomDeviceId } from './sessionSlice';
