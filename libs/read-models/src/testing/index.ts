export * from './recorded-events';
