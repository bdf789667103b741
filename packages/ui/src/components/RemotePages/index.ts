export * from './RemotePages';
