export * from './EpcText';
