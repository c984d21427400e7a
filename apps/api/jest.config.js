const preset = require('../../jest.preset');

module.exports = {
  ...preset,
  displayName: require('./package.json').name,
  rootDir: __dirname,
  // The Kafka broker test runs only where a broker is reachable.
  testPathIgnorePatterns: process.env.KAFKA_BROKERS
    ? ['/node_modules/']
    : ['/node_modules/', 'kafka-broker\\.int\\.spec\\.ts$'],
};
