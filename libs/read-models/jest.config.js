const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: require('./package.json').name,
  rootDir: __dirname,
};
