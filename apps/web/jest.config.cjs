// Jest for the web app: jsdom, swc (from the workspace preset), @lens/* to library sources and
// CSS modules to identity-obj-proxy. The server test runs in Node (its own docblock).
const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: require('./package.json').name,
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test-utils/jsdom-environment.cjs',
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp|webm)$': '<rootDir>/test-utils/file-stub.cjs',
  },
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/src/**/*.spec.tsx',
    '<rootDir>/server/**/*.spec.ts',
  ],
};
