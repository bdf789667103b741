const { createFederationConfig } = require('../webpack.federation.js');

module.exports = createFederationConfig({
  dir: __dirname,
  name: 'mf-reports',
  kind: 'remote',
  exposes: { './app': './src/bootstrap.tsx' },
  port: 3004,
});
