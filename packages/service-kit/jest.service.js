// Jest settings of the back-end packages: the shared preset, plus PGlite's CommonJS build run
// through the same transform (it imports Node built-ins with import(), which Jest's sandbox refuses
// without --experimental-vm-modules; the transform turns them into require()).
const preset = require('../../jest.preset.js');

const [swc] = Object.values(preset.transform);

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+/@electric-sql/pglite/dist/.+\\.cjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  testTimeout: 60000,
};
