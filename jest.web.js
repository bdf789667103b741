// Shared Jest settings of the React packages (the shell and the five remotes): the shared preset in
// jsdom, @hub/ui resolved to its TypeScript sources, and the DOM parts jsdom lacks.
const path = require('node:path');
const preset = require('./jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  // Two workers keep both cores busy (Jest's default on a 2-core machine is one): the packages' tests
  // run one package after another (test-all), and a jsdom suite is CPU-bound.
  maxWorkers: 2,
  setupFiles: [...preset.setupFiles, path.join(__dirname, 'jest.web.setup.js')],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@hub/ui$': path.join(__dirname, 'packages/ui/src/index.ts'),
    '^@hub/ui/core$': path.join(__dirname, 'packages/ui/src/core.ts'),
    '^@hub/ui/testing$': path.join(__dirname, 'packages/ui/src/testing/index.ts'),
    '^@hub/ui/controls$': path.join(__dirname, 'packages/ui/src/components/LocalizedControls/index.ts'),
  },
};
