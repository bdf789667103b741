export * from './PageLoaderBar';
