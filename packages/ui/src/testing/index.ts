export * from './fakeApi';
export * from './storeEntry';
