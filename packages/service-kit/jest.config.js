module.exports = require('./jest.service.js');
