const preset = require('../../jest.preset.js');

module.exports = { ...preset, testEnvironment: 'jsdom' };
