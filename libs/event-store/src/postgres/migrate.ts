import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { Client } from 'pg';

/** The event store's own migrations (es schema). */
export const EVENT_STORE_MIGRATIONS = path.resolve(__dirname, '../../migrations');

export interface MigrationSet {
  dir: string;
  /** Each set records what it ran in its own table. */
  table: string;
}

export const eventStoreMigrations: MigrationSet = {
  dir: EVENT_STORE_MIGRATIONS,
  table: 'pgmigrations_event_store',
};

/**
 * Runs pending migrations of each set, in order. Processes that start together (api, worker,
 * projector) queue on a lock of ours instead of failing: node-pg-migrate's own lock is a
 * try-lock that throws "Another migration is already running".
 */
export async function migrate(
  databaseUrl: string,
  sets: readonly MigrationSet[],
  log: (msg: string) => void = () => {},
): Promise<void> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', ['lens-rewards:migrations']);
    for (const set of sets) {
      await runner({
        databaseUrl,
        dir: set.dir,
        migrationsTable: set.table,
        direction: 'up',
        count: Infinity,
        singleTransaction: true,
        checkOrder: true,
        log,
        logger: { info: log, warn: log, error: log, debug: () => {} },
      });
    }
  } finally {
    await lock.end().catch(() => undefined);
  }
}
