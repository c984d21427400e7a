import path from 'node:path';
import { DEFAULT_SUBMISSION_WINDOW_DAYS } from '@lens/domain';
import { withDefaultUser } from '@lens/event-store';
import { z } from 'zod';
import { type ChatHours, isTimeZone, parseChatSchedule } from '../rewards-chat/chat-schedule';
import { type SecretKeys, deriveSecretKeys } from './secret-keys';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const DEV_JWT_SECRET = 'lens-rewards-development-secret-change-me-in-production';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.string().url().default('http://localhost:8080'),
  DATABASE_URL: z.string().url().default('postgres://localhost:5432/lens_rewards'),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(20),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3_000)
    .describe(
      'How long a request waits for a database connection (pool exhausted, server unreachable) before it is answered 503 (ms)',
    ),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(15_000)
    .describe('PostgreSQL statement_timeout of the API and worker connections (ms; 0 = none)'),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(30_000)
    .describe(
      'PostgreSQL idle_in_transaction_session_timeout of the API and worker connections (ms; 0 = none)',
    ),
  EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres'),
  ESDB_CONNECTION_STRING: z.string().optional(),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  /** Prefix of every Redis key (rate limits, queues): lets test runs share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_:-]+$/)
    .default('lens'),
  KAFKA_BROKERS: z.string().optional(),
  /** Pins the start of the clock (ISO time); it then runs on from there. */
  APP_NOW: z.string().datetime({ offset: true }).optional(),
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VAR_DIR: z.string().default(path.resolve(process.cwd(), 'var')),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lens Rewards <rewards@lensrewards.example>'),
  DEFAULT_ROUTE: z.string().default(''),
  MAINTENANCE: flag.default(false),
  FEATURE_REWARDS_ESTIMATOR_ENHANCEMENTS: flag.default(true),
  FEATURE_ECP_TARGETED_MARKETING: flag.default(true),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_SECRET: z.string().default(''),
  AFFILIATE_ID: z.string().default('lens-rewards'),
  AFFILIATE_EXIT_URL: z.string().url().default('https://www.lensrewards.example/exit'),
  CARD_MAIL_DELAY_MS: z.coerce.number().int().nonnegative().default(2_000),
  SUBMISSION_WINDOW_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_SUBMISSION_WINDOW_DAYS)
    .describe(
      'Days after a purchase within which its entry must be submitted (the offer terms state it).',
    ),
  ENTRY_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe(
      'How often the worker looks for entries left behind (confirmed without a decision, approved without a mailed card for longer than this) and queues their job again (ms)',
    ),
  /** Rate limits are real everywhere; tests may raise them. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  CHAT_URL: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().url().optional())
    .describe(
      'Where "Start a chat" opens the rewards chat provider. Unset: no live chat; the Questions window offers the message form.',
    ),
  CHAT_SCHEDULE: z
    .string()
    .default('Mon-Fri 09:00-18:00')
    .refine((text) => parseChatSchedule(text) !== null, {
      message: 'use windows like "Mon-Fri 09:00-18:00; Sat 10:00-14:00"',
    })
    .describe(
      'When the rewards chat is staffed, in CHAT_TIME_ZONE: windows like "Mon-Fri 09:00-18:00; Sat 10:00-14:00", separated by semicolons.',
    ),
  CHAT_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, { message: 'an IANA time zone such as America/New_York' })
    .describe('The IANA time zone of CHAT_SCHEDULE (e.g. America/New_York).'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  siteUrl: string;
  databaseUrl: string;
  databasePoolSize: number;
  /** Pool and session timeouts (ms): waiting for a connection, one statement, idle in a transaction. */
  databaseTimeouts: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  eventStore: { kind: 'postgres' } | { kind: 'esdb'; connectionString: string };
  redis: { url: string; prefix: string };
  kafkaBrokers: string[];
  appNow: string | undefined;
  /** One key per purpose, derived from JWT_SECRET (the master secret). */
  keys: SecretKeys;
  sessionTtlMinutes: number;
  logLevel: Env['LOG_LEVEL'];
  paths: { uploads: string; mail: string };
  uploadMaxBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  defaultRoute: string;
  maintenance: boolean;
  features: { rewardsEstimatorEnhancements: boolean; ecpTargetedMarketing: boolean };
  recaptcha: { siteKey: string; secret: string };
  affiliate: { id: string; exitUrl: string };
  cardMailDelayMs: number;
  entrySweepIntervalMs: number;
  rateLimitScale: number;
  /** Days after a purchase an entry may be submitted. */
  submissionWindowDays: number;
  /** The rewards chat: its provider (null: none) and when it is staffed. */
  chat: { url: string | null; hours: ChatHours[]; timeZone: string };
}

/** The one place that reads the environment: parsed and checked once at boot. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = envSchema.parse(source);
  if (env.EVENT_STORE === 'esdb' && !env.ESDB_CONNECTION_STRING) {
    throw new Error('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
  }
  if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_JWT_SECRET) {
    throw new Error('Set JWT_SECRET in production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    siteUrl: env.SITE_URL.replace(/\/$/, ''),
    databaseUrl: withDefaultUser(env.DATABASE_URL),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    eventStore:
      env.EVENT_STORE === 'esdb'
        ? { kind: 'esdb', connectionString: env.ESDB_CONNECTION_STRING! }
        : { kind: 'postgres' },
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    kafkaBrokers: env.KAFKA_BROKERS
      ? env.KAFKA_BROKERS.split(',')
          .map((b) => b.trim())
          .filter(Boolean)
      : [],
    appNow: env.APP_NOW,
    keys: deriveSecretKeys(env.JWT_SECRET),
    sessionTtlMinutes: env.SESSION_TTL_MINUTES,
    logLevel: env.LOG_LEVEL,
    paths: { uploads: path.join(env.VAR_DIR, 'uploads'), mail: path.join(env.VAR_DIR, 'mail') },
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    defaultRoute: env.DEFAULT_ROUTE,
    maintenance: env.MAINTENANCE,
    features: {
      rewardsEstimatorEnhancements: env.FEATURE_REWARDS_ESTIMATOR_ENHANCEMENTS,
      ecpTargetedMarketing: env.FEATURE_ECP_TARGETED_MARKETING,
    },
    recaptcha: { siteKey: env.RECAPTCHA_SITE_KEY, secret: env.RECAPTCHA_SECRET },
    affiliate: { id: env.AFFILIATE_ID, exitUrl: env.AFFILIATE_EXIT_URL },
    cardMailDelayMs: env.CARD_MAIL_DELAY_MS,
    entrySweepIntervalMs: env.ENTRY_SWEEP_INTERVAL_MS,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    submissionWindowDays: env.SUBMISSION_WINDOW_DAYS,
    chat: {
      url: env.CHAT_URL ?? null,
      hours: parseChatSchedule(env.CHAT_SCHEDULE) ?? [],
      timeZone: env.CHAT_TIME_ZONE,
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
