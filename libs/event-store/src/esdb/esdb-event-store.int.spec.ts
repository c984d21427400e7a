import { eventStoreContract } from '../testing/event-store.contract';
import { EsdbEventStore } from './esdb-event-store';

// Collected only where ESDB_CONNECTION_STRING is set (see jest.config.js); docker-compose sets it.
const connectionString = process.env.ESDB_CONNECTION_STRING ?? '';

eventStoreContract('EventStoreDB', async () => {
  const store = new EsdbEventStore({ connectionString });
  return { store, cleanup: () => store.close() };
});
