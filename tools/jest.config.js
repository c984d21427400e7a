const preset = require('../jest.preset');

module.exports = {
  ...preset,
  displayName: '@lens/tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
