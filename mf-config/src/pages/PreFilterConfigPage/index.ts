export * from './PreFilterConfigPage';
