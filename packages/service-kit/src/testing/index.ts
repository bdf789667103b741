export {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  serverDatabaseTargets,
  serverOrPgliteTargets,
  serverOrPgliteTestTargets,
  serverTestDatabase,
  testDatabaseTargets,
  withTestDatabases,
  type CreateTestDatabaseOptions,
  type TestDatabase,
  type ServerDatabaseTarget,
  type TestDatabaseTarget,
} from './databases';
export { TEST_JWT_SECRET, testServiceDeps, testStorage, removeTestStorage, signTestToken, testClaims } from './tokens';
export { expectNoStackTrace } from './answers';
export { ensureKafka, skipKafka, testKafkaBrokers } from './kafka';
export { eventually, publishedSoFar } from './eventually';
export { useService, SET_UP_TIMEOUT_MS, type ServiceUnderTest } from './service';
export {
  TEST_TEMPLATES_ENV,
  buildTestTemplates,
  copyPgliteTemplateFolder,
  dropTestTemplates,
  readTestTemplates,
  templateDatabaseName,
  testTemplates,
  type TestTemplates,
} from './templates';
export { allowOutboundTo, holdRefusingPort, type RefusingPort } from './outbound';
