export * from './RemoteOutlet';
