import { withDefaultUser } from '@lens/event-store';
import {
  ConfigError,
  assertProductionSecrets,
  committedValuesPath,
  issuesLine,
  loadCommittedValues,
  urlSecret,
} from '@lens/runtime';
import { z } from 'zod';

export const projectorEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('`production` requires real secrets (here: the passwords in the connection URLs)'),
  DATABASE_URL: z
    .string()
    .url()
    .default('postgres://localhost:5432/lens_rewards')
    .describe(
      'PostgreSQL: read models, reference data and (by default) events; a password in it is a secret',
    ),
  EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres').describe('`esdb` for EventStoreDB'),
  ESDB_CONNECTION_STRING: z
    .string()
    .optional()
    .describe(
      'EventStoreDB connection string, with `EVENT_STORE=esdb`; a password in it is a secret',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  PROJECTOR_BATCH_SIZE: z.coerce
    .number()
    .int()
    .positive()
    .default(500)
    .describe('events the projector applies per transaction'),
  PROJECTOR_POOL_SIZE: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('database connections of the projector'),
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
  PROJECTOR_STANDBY_RETRY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(1_000)
    .describe('how often a standby projector tries to take over the projection lock'),
  PROJECTOR_STOP_DEADLINE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe('how long a stopping projector may take before it exits anyway (ms)'),
  HEARTBEAT_FILE: z
    .string()
    .optional()
    .describe('the projector writes the time here every 5 s, for a container healthcheck'),
  /** Test hook only: see RunnerOptions.pauseBeforeCheckpointMs. */
  PROJECTOR_PAUSE_BEFORE_CHECKPOINT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(0)
    .describe('test hook of the crash tests; leave at 0'),
});

export type ProjectorConfig = {
  databaseUrl: string;
  eventStore: 'postgres' | 'esdb';
  esdbConnectionString: string | undefined;
  logLevel: z.infer<typeof projectorEnvSchema>['LOG_LEVEL'];
  batchSize: number;
  poolSize: number;
  /** Waiting for a connection, one statement, idle in a transaction (ms). */
  timeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  standbyRetryMs: number;
  pauseBeforeCheckpointMs: number;
  stopDeadlineMs: number;
  heartbeatFile: string | undefined;
};

/** The projector's configuration, parsed once from the environment; a ConfigError names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProjectorConfig {
  const result = projectorEnvSchema.safeParse(env);
  if (!result.success) throw new ConfigError(issuesLine(result.error.issues));
  const parsed = result.data;
  if (parsed.EVENT_STORE === 'esdb' && !parsed.ESDB_CONNECTION_STRING) {
    throw new ConfigError('ESDB_CONNECTION_STRING is not set: EVENT_STORE=esdb needs it');
  }
  if (parsed.NODE_ENV === 'production') {
    assertProductionSecrets(
      [
        urlSecret('DATABASE_URL', parsed.DATABASE_URL),
        urlSecret('ESDB_CONNECTION_STRING', parsed.ESDB_CONNECTION_STRING),
      ],
      loadCommittedValues(),
      committedValuesPath(),
    );
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
    stopDeadlineMs: parsed.PROJECTOR_STOP_DEADLINE_MS,
    heartbeatFile: parsed.HEARTBEAT_FILE,
  };
}
