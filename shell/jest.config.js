const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/test/setupDom.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@hub/ui$': path.join(__dirname, '../packages/ui/src/index.ts'),
    '\\.(svg|png|webp)$': path.join(__dirname, 'src/test/fileStub.ts'),
  },
};
