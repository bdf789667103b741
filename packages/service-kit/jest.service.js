// Jest settings of the back-end packages: the shared preset, plus PGlite's CommonJS build run
// through the same transform (it imports Node built-ins with import(), which Jest's sandbox refuses
// without --experimental-vm-modules; the transform turns them into require()).
const preset = require('../../jest.preset.js');

const [swc] = Object.values(preset.transform);

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+/@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  // Back-end suites wait on databases, brokers and sockets more than on the CPU: two workers keep
  // both cores busy (Jest's default on a 2-core machine is one). Each suite has its own databases.
  maxWorkers: 2,
  testTimeout: 60000,
};
