const { createFederationConfig } = require('../webpack.federation.js');

module.exports = createFederationConfig({
  dir: __dirname,
  name: 'mf-config',
  kind: 'remote',
  exposes: { './app': './src/bootstrap.tsx' },
  port: 3003,
});
