// Shared Jest settings: @swc/jest transform, workspace packages resolved to their TypeScript sources.
const path = require('node:path');

const root = __dirname;
module.exports = {
  testEnvironment: 'node',
  // Every test may connect to this machine only (127.0.0.1, ::1, localhost, Unix sockets): issue 27.
  setupFiles: [path.join(root, 'test-network-guard.js'), path.join(root, 'jest.test-env.js')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@hub/contracts$': path.join(root, 'packages/contracts/src/index.ts'),
    '^@hub/service-kit$': path.join(root, 'packages/service-kit/src/index.ts'),
    '^@hub/service-kit/testing$': path.join(root, 'packages/service-kit/src/testing/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Component tests render Fluent UI in jsdom: on a loaded 2-core machine one can pass 5 s.
  testTimeout: 30000,
};
