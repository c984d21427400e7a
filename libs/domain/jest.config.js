const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: '@lens/domain',
  rootDir: __dirname,
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/**/*.spec.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: { global: { lines: 95, branches: 95, functions: 95, statements: 95 } },
};
