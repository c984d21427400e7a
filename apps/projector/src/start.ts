import {
  type EventStore,
  createEventStore,
  eventStoreMigrations,
  migrate,
  survivePoolErrors,
} from '@lens/event-store';
import { Pool } from 'pg';
import pino, { type Logger } from 'pino';
import type { ProjectorConfig } from './config';
import { projectorMigrations } from './migrations';
import type { Projection } from './projection';
import { projections as allProjections } from './projections';
import { runProjector } from './runner/projector';

export interface RunningProjector {
  pool: Pool;
  store: EventStore;
  logger: Logger;
  /** Resolves when the projector has stopped. */
  done: Promise<void>;
  stop(): Promise<void>;
}

export function openStore(
  config: ProjectorConfig,
  logger: Logger,
): { pool: Pool; store: EventStore } {
  const pool = new Pool({
    connectionString: config.databaseUrl,
    max: config.poolSize,
    connectionTimeoutMillis: config.timeouts.connectMs,
    statement_timeout: config.timeouts.statementMs,
    idle_in_transaction_session_timeout: config.timeouts.idleInTransactionMs,
  });
  survivePoolErrors(pool, (error) => logger.warn({ error }, 'idle database connection failed'));
  const store =
    config.eventStore === 'esdb'
      ? createEventStore({ kind: 'esdb', connectionString: config.esdbConnectionString! })
      : createEventStore({
          kind: 'postgres',
          pool,
          logger: {
            warn: (msg, ctx) => logger.warn(ctx ?? {}, msg),
            info: (msg, ctx) => logger.info(ctx ?? {}, msg),
          },
        });
  return { pool, store };
}

/** Migrates, then runs every projection until stopped. */
export async function startProjector(
  config: ProjectorConfig,
  options: { logger?: Logger; projections?: readonly Projection[] } = {},
): Promise<RunningProjector> {
  const logger = options.logger ?? pino({ name: 'projector', level: config.logLevel });
  await migrate(config.databaseUrl, [eventStoreMigrations, projectorMigrations]);
  const { pool, store } = openStore(config, logger);
  const controller = new AbortController();
  const done = runProjector(
    {
      pool,
      store,
      logger,
      projections: options.projections ?? allProjections,
      batchSize: config.batchSize,
      standbyRetryMs: config.standbyRetryMs,
      pauseBeforeCheckpointMs: config.pauseBeforeCheckpointMs,
    },
    controller.signal,
  );
  let stopping: Promise<void> | null = null;
  return {
    pool,
    store,
    logger,
    done,
    // Idempotent: a test may stop the projector early and its harness again at the end.
    stop: () =>
      (stopping ??= (async () => {
        controller.abort();
        await done;
        await store.close();
        await pool.end();
      })()),
  };
}
