const { createFederationConfig } = require('../webpack.federation.js');

module.exports = createFederationConfig({ dir: __dirname, name: 'shell', kind: 'host', port: 3000 });
