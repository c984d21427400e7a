const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: '@lens/runtime',
  rootDir: __dirname,
};
