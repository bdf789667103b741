export * from './HubRoot';
