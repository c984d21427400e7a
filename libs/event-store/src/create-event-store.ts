import type { Pool } from 'pg';
import { EsdbEventStore } from './esdb/esdb-event-store';
import type { EventStore } from './port/event-store';
import type { Upcast } from './port/upcasting';
import { type Logger, PostgresEventStore } from './postgres/postgres-event-store';

export type EventStoreConfig =
  | { kind: 'postgres'; pool: Pool; logger?: Logger; upcast?: Upcast }
  | { kind: 'esdb'; connectionString: string; upcast?: Upcast };

/** The adapter named by configuration (`EVENT_STORE=postgres|esdb`). */
export function createEventStore(config: EventStoreConfig): EventStore {
  return config.kind === 'esdb'
    ? new EsdbEventStore({ connectionString: config.connectionString, upcast: config.upcast })
    : new PostgresEventStore({ pool: config.pool, logger: config.logger, upcast: config.upcast });
}
