module.exports = require('../packages/service-kit/jest.service.js');
