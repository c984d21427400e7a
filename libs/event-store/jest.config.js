const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: '@lens/event-store',
  rootDir: __dirname,
  // The EventStoreDB contract runs only where a server is reachable.
  testPathIgnorePatterns: process.env.ESDB_CONNECTION_STRING
    ? ['/node_modules/']
    : ['/node_modules/', 'esdb'],
};
