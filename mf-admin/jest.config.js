const path = require('node:path');
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  moduleNameMapper: { ...preset.moduleNameMapper, '^@hub/ui$': path.join(__dirname, '../packages/ui/src/index.ts') },
};
