export * from './fakeApi';
export * from './remotePages';
