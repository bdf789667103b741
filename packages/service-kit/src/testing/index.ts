export {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  serverDatabaseTargets,
  testDatabaseTargets,
  withTestDatabases,
  type TestDatabase,
  type ServerDatabaseTarget,
  type TestDatabaseTarget,
} from './databases';
export { TEST_JWT_SECRET, testServiceDeps, testStorage, removeTestStorage, signTestToken, testClaims } from './tokens';
export { expectNoStackTrace } from './answers';
export { ensureKafka, skipKafka, testKafkaBrokers } from './kafka';
export { eventually, publishedSoFar } from './eventually';
export { useService, type ServiceUnderTest } from './service';
export { allowOutboundTo } from './outbound';
