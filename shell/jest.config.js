const path = require('node:path');
const web = require('../jest.web.js');

module.exports = {
  ...web,
  moduleNameMapper: { ...web.moduleNameMapper, '\\.(svg|png|webp)$': path.join(__dirname, 'src/test/fileStub.ts') },
};
