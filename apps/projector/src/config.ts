import { withDefaultUser } from '@lens/event-store';
import { z } from 'zod';

const schema = z.object({
  DATABASE_URL: z.string().url().default('postgres://localhost:5432/lens_rewards'),
  EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres'),
  ESDB_CONNECTION_STRING: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().positive().default(500),
  PROJECTOR_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3_000)
    .describe('How long the projector waits for a database connection before a batch fails (ms)'),
  PROJECTOR_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(60_000)
    .describe('PostgreSQL statement_timeout of the projector (ms; 0 = none)'),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(30_000)
    .describe('PostgreSQL idle_in_transaction_session_timeout (ms; 0 = none)'),
  PROJECTOR_STANDBY_RETRY_MS: z.coerce.number().int().positive().default(1_000),
  /** Test hook only: see RunnerOptions.pauseBeforeCheckpointMs. */
  PROJECTOR_PAUSE_BEFORE_CHECKPOINT_MS: z.coerce.number().int().nonnegative().default(0),
});

export type ProjectorConfig = {
  databaseUrl: string;
  eventStore: 'postgres' | 'esdb';
  esdbConnectionString: string | undefined;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  batchSize: number;
  poolSize: number;
  /** Waiting for a connection, one statement, idle in a transaction (ms). */
  timeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  standbyRetryMs: number;
  pauseBeforeCheckpointMs: number;
};

/** The projector's configuration, parsed once from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProjectorConfig {
  const parsed = schema.parse(env);
  if (parsed.EVENT_STORE === 'esdb' && !parsed.ESDB_CONNECTION_STRING) {
    throw new Error('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
  }
  return {
    databaseUrl: withDefaultUser(parsed.DATABASE_URL),
    eventStore: parsed.EVENT_STORE,
    esdbConnectionString: parsed.ESDB_CONNECTION_STRING,
    logLevel: parsed.LOG_LEVEL,
    batchSize: parsed.PROJECTOR_BATCH_SIZE,
    poolSize: parsed.PROJECTOR_POOL_SIZE,
    timeouts: {
      connectMs: parsed.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: parsed.PROJECTOR_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: parsed.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    standbyRetryMs: parsed.PROJECTOR_STANDBY_RETRY_MS,
    pauseBeforeCheckpointMs: parsed.PROJECTOR_PAUSE_BEFORE_CHECKPOINT_MS,
  };
}
