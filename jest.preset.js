// Shared Jest settings: swc transpiles TypeScript (with decorator metadata for Nest),
// and @lens/* imports resolve to library sources so tests never need a prior build.
const path = require('node:path');

const root = __dirname;

module.exports = {
  testEnvironment: 'node',
  // Integration tests talk to real PostgreSQL and Redis; unit tests finish long before this.
  testTimeout: 60_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@lens/(domain|validation|event-store|runtime|read-models)$': path.join(
      root,
      'libs/$1/src/index.ts',
    ),
    '^@lens/(domain|validation|event-store|runtime|read-models)/(.*)$': path.join(
      root,
      'libs/$1/src/$2',
    ),
    '^@lens/projector$': path.join(root, 'apps/projector/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
