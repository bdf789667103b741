export * from './fakeApi';
export * from './fakeSocket';
export * from './importJobEntry';
export * from './remotePages';
export * from './signedIn';
export * from './storeEntry';
export * from './zonedTimes';
