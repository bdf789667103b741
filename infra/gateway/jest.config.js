// The gateway composes the services: resolve them to their TypeScript sources like the shared packages.
const path = require('node:path');
const base = require('../../packages/service-kit/jest.service.js');

const root = path.join(__dirname, '..', '..');
const services = ['svc-auth', 'svc-catalog', 'svc-import', 'svc-stocktake', 'svc-notify'];

module.exports = {
  ...base,
  testSequencer: path.join(__dirname, 'test/support/sequencer.js'),
  moduleNameMapper: {
    ...base.moduleNameMapper,
    ...Object.fromEntries(services.map((s) => [`^@hub/${s}$`, path.join(root, s, 'src/index.ts')])),
  },
};
