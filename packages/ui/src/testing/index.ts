export * from './fakeApi';
export * from './remotePages';
export * from './storeEntry';
