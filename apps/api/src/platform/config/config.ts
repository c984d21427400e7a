import path from 'node:path';
import { DEFAULT_SUBMISSION_WINDOW_DAYS } from '@lens/domain';
import { withDefaultUser } from '@lens/event-store';
import {
  ConfigError,
  MIN_ISSUED_SECRET_BYTES,
  MIN_SECRET_BYTES,
  type SecretSpec,
  assertProductionSecrets,
  committedValuesPath,
  issuesLine,
  loadCommittedValues,
  lengthProblem,
  urlSecret,
} from '@lens/runtime';
import { type TrustProxy, trustProxySchema } from '@lens/validation';
import { z } from 'zod';
import { type ChatHours, isTimeZone, parseChatSchedule } from './chat-schedule';
import { type SecretKeys, deriveSecretKeys } from './secret-keys';
import { STORAGE_URL, type StorageLocation, s3LocationOf } from './storage-location';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** Outside production only; production refuses to start without a JWT_SECRET of its own. */
const DEV_JWT_SECRET = 'lens-rewards-development-secret-change-me-in-production';

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe(
      '`production` requires real secrets, turns off the dev inboxes and `/api/dev/*`, and makes cookies Secure',
    ),
  HOST: z.string().default('127.0.0.1').describe('interface the API listens on'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('API port'),
  SITE_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('public address of the web server: links in e-mails, the upload host'),
  DATABASE_URL: z
    .string()
    .url()
    .default('postgres://localhost:5432/lens_rewards')
    .describe(
      'PostgreSQL: read models, reference data and (by default) events; a password in it is a secret',
    ),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .positive()
    .default(20)
    .describe('connections per API or worker process'),
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
  EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres').describe('`esdb` for EventStoreDB'),
  ESDB_CONNECTION_STRING: z
    .string()
    .optional()
    .describe(
      'EventStoreDB connection string, with `EVENT_STORE=esdb`; a password in it is a secret',
    ),
  REDIS_URL: z
    .string()
    .default('redis://localhost:6379')
    .describe('Redis: jobs and rate limits; a password in it is a secret'),
  /** Prefix of every Redis key (rate limits, queues): lets test runs share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_:-]+$/)
    .default('lens')
    .describe('prefix of every Redis key, so several stacks can share one server'),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .describe('comma-separated brokers; when set, the worker publishes integration events'),
  APP_NOW: z
    .string()
    .datetime({ offset: true })
    .optional()
    .describe(
      'pins where the clock starts (ISO time); it runs on from there. `npm start` sets 2025-09-15T15:00:00Z',
    ),
  JWT_SECRET: z
    .string()
    .optional()
    .describe(
      'master secret (at least 32 bytes, never a value written in the repository): session tokens, upload keys, phone codes and signed links each get a key derived from it. Required in production',
    ),
  SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(120).describe('session length'),
  TRUST_PROXY: trustProxySchema
    .prefault('loopback')
    .describe(
      'which peers the API believes about `X-Forwarded-For`: a hop count, or comma-separated addresses/CIDRs (`loopback`, `10.0.0.5`, `172.30.87.0/24`), or `false`. The default trusts only the web server on the same machine',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  VAR_DIR: z
    .string()
    .default(path.resolve(process.cwd(), 'var'))
    .describe('where uploads and written e-mails are kept'),
  UPLOAD_STORAGE_URL: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(STORAGE_URL, 'use s3://bucket/prefix or https://host:port/bucket/prefix')
        .optional(),
    )
    .describe(
      'where receipts and product photos are kept: unset, in `VAR_DIR/uploads` on this machine; `s3://bucket/prefix` for AWS S3, or `https://host:port/bucket/prefix` for an S3-compatible server (MinIO…). Required in production when `API_PROCESSES` is more than 1',
    ),
  S3_REGION: z.string().default('us-east-1').describe('region of the S3 bucket'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe("S3 access key id; unset, the SDK's own chain (an instance role, `AWS_*`)"),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .describe('S3 secret access key, with `S3_ACCESS_KEY_ID`; a secret'),
  API_PROCESSES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe(
      'how many api processes run against this database (`npm run serve` and compose pass it); in production more than one needs `UPLOAD_STORAGE_URL`',
    ),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024)
    .describe('largest receipt or photo upload'),
  SMTP_URL: z
    .string()
    .optional()
    .describe(
      'send e-mail through SMTP (`smtps://user:password@host:465`); unset, e-mails are written to `VAR_DIR/mail`. Its password is a secret',
    ),
  MAIL_FROM: z
    .string()
    .default('Lens Rewards <rewards@lensrewards.example>')
    .describe('sender of every e-mail'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'an account SID: AC and 32 hexadecimal digits')
    .optional()
    .describe(
      'Twilio account SID (`AC…`): set, text messages (two-step codes, SMS opt-in, claim links) go through Twilio. Unset: the dev inbox outside production, and no texts in production (the web then offers none)',
    ),
  TWILIO_API_KEY_SID: z
    .string()
    .regex(/^SK[0-9a-fA-F]{32}$/, 'an API key SID: SK and 32 hexadecimal digits')
    .optional()
    .describe(
      'Twilio API key SID (`SK…`), with `TWILIO_API_KEY_SECRET` (preferred to the auth token)',
    ),
  TWILIO_API_KEY_SECRET: z.string().optional().describe("the Twilio API key's secret; a secret"),
  TWILIO_AUTH_TOKEN: z
    .string()
    .optional()
    .describe("the Twilio account's auth token, when no API key is given; a secret"),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'an E.164 number (+12125550100) or a messaging service SID (MG…)',
    )
    .optional()
    .describe(
      'who texts come from: a Twilio number in E.164 form (`+12125550100`) or a messaging service SID (`MG…`). Required with `TWILIO_ACCOUNT_SID`',
    ),
  TWILIO_API_URL: z
    .string()
    .url()
    .default('https://api.twilio.com')
    .describe("where Twilio's REST API is reached (the tests point it at a local stand-in)"),
  SMS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe(
      'how long a text may take the SMS provider to accept before it counts as not sent (ms)',
    ),
  DEFAULT_ROUTE: z.string().default('').describe('route the web app opens at `/`'),
  MAINTENANCE: flag.default(false).describe('serve the maintenance page'),
  FEATURE_REWARDS_ESTIMATOR_ENHANCEMENTS: flag
    .default(true)
    .describe('feature flag of the reward estimator'),
  FEATURE_ECP_TARGETED_MARKETING: flag.default(true).describe('feature flag of ECP marketing'),
  CAPTCHA_REQUIRED: flag
    .optional()
    .describe(
      'whether the escalation form needs a reCAPTCHA; default: on in production, off elsewhere. When on, `RECAPTCHA_SITE_KEY` and `RECAPTCHA_SECRET` are required',
    ),
  RECAPTCHA_SITE_KEY: z.string().default('').describe('reCAPTCHA v2 site key (public)'),
  RECAPTCHA_SECRET: z
    .string()
    .default('')
    .describe('reCAPTCHA v2 secret, checked with Google; a secret'),
  AFFILIATE_ID: z.string().default('lens-rewards').describe('affiliate id of the exit links'),
  AFFILIATE_EXIT_URL: z
    .string()
    .url()
    .default('https://www.lensrewards.example/exit')
    .describe('where `/redirect_to_affiliate` sends the visitor'),
  CARD_MAIL_DELAY_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(2_000)
    .describe('simulated card provider: delay between ordering and mailing a card'),
  CARD_PROVIDER: z
    .enum(['simulated', 'tango'])
    .optional()
    .describe(
      "who orders and mails the prepaid reward cards: `tango` (Tango Card's RaaS orders API, with the `TANGO_*` settings) or `simulated` (nothing is ever mailed). Default `simulated` outside production; production refuses to start without it, so the simulator runs there only when chosen on purpose",
    ),
  TANGO_API_URL: z
    .string()
    .url()
    .default('https://api.tangocard.com/raas/v2')
    .describe(
      "Tango Card RaaS API's base address (`https://integration-api.tangocard.com/raas/v2` for the sandbox; the tests point it at a local stand-in)",
    ),
  TANGO_PLATFORM_NAME: z
    .string()
    .optional()
    .describe('the Tango platform name (Basic auth user), with `CARD_PROVIDER=tango`'),
  TANGO_PLATFORM_KEY: z
    .string()
    .optional()
    .describe('the Tango platform key (Basic auth password), with `CARD_PROVIDER=tango`; a secret'),
  TANGO_CUSTOMER_ID: z
    .string()
    .optional()
    .describe(
      'the Tango customer identifier the orders are placed for, with `CARD_PROVIDER=tango`',
    ),
  TANGO_ACCOUNT_ID: z
    .string()
    .optional()
    .describe('the Tango account identifier the cards are paid from, with `CARD_PROVIDER=tango`'),
  TANGO_UTID: z
    .string()
    .optional()
    .describe(
      'the Tango catalogue item (UTID) of the mailed prepaid card, with `CARD_PROVIDER=tango`',
    ),
  CARD_STATUS_POLL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3_600_000)
    .describe(
      'card provider `tango`: how long after an order, and then between checks, the worker asks the provider whether the card has been mailed (ms)',
    ),
  CARD_PROVIDER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe(
      'card provider `tango`: how long one call may take before it counts as failed and the job is tried again (ms)',
    ),
  RECEIPT_READING: flag
    .default(true)
    .describe('the worker reads every attached receipt (OCR) and compares it with the entry'),
  RECEIPT_READING_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(20_000)
    .describe('a receipt not read within this time is recorded unreadable (TIMEOUT)'),
  RECEIPT_READING_WAIT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(60_000)
    .describe(
      'how long the approval waits for a receipt reading still pending, then judges without it',
    ),
  HEARTBEAT_FILE: z
    .string()
    .optional()
    .describe('the worker writes the time here every 5 s, for a container healthcheck'),
  RATE_LIMIT_SCALE: z.coerce
    .number()
    .positive()
    .default(1)
    .describe('multiplies every rate limit (tests raise it; production leaves it at 1)'),
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
  /** Express's `trust proxy`: whose `X-Forwarded-For` is believed. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  paths: { uploads: string; mail: string };
  /** Where uploads live (the Storage port's adapter). */
  storage: StorageLocation;
  uploadMaxBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where texts go: Twilio when configured, else the dev inbox (nothing in production). */
  sms: SmsSettings;
  defaultRoute: string;
  maintenance: boolean;
  features: { rewardsEstimatorEnhancements: boolean; ecpTargetedMarketing: boolean };
  /** The captcha is required by configuration, never by what a request says its host is. */
  recaptcha: { required: boolean; siteKey: string; secret: string };
  affiliate: { id: string; exitUrl: string };
  /**
   * How long after a card order the worker first asks the provider whether it mailed the card:
   * the simulator's mailing delay, or the real provider's polling period.
   */
  cardMailDelayMs: number;
  /** Who orders the prepaid cards (DESIGN §5 card mailing). */
  cards: CardProviderSettings;
  /** The worker's receipt reading: on or off, its timeout, and how long the approval waits for it. */
  receiptReading: { enabled: boolean; timeoutMs: number; approvalWaitMs: number };
  entrySweepIntervalMs: number;
  rateLimitScale: number;
  /** Days after a purchase an entry may be submitted. */
  submissionWindowDays: number;
  /** The rewards chat: its provider (null: none) and when it is staffed. */
  chat: { url: string | null; hours: ChatHours[]; timeZone: string };
  heartbeatFile: string | undefined;
}

export type SmsSettings =
  | { kind: 'inbox' }
  | {
      kind: 'twilio';
      accountSid: string;
      /** An API key SID and secret, or the account SID and auth token. */
      username: string;
      password: string;
      /** E.164 number or messaging service SID. */
      from: string;
      apiUrl: string;
      timeoutMs: number;
    };

/** Twilio's settings, checked together: an account, one kind of credential and a sender. */
function smsSettingsOf(env: Env): SmsSettings {
  const given = [
    'TWILIO_API_KEY_SID',
    'TWILIO_API_KEY_SECRET',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM',
  ] as const;
  const accountSid = env.TWILIO_ACCOUNT_SID;
  if (!accountSid) {
    const stray = given.find((name) => env[name]);
    if (stray) throw new ConfigError(`TWILIO_ACCOUNT_SID is not set: ${stray} needs it`);
    return { kind: 'inbox' };
  }
  if (!env.TWILIO_FROM)
    throw new ConfigError('TWILIO_FROM is not set: TWILIO_ACCOUNT_SID needs it');
  const key = env.TWILIO_API_KEY_SID;
  if (key && !env.TWILIO_API_KEY_SECRET)
    throw new ConfigError('TWILIO_API_KEY_SECRET is not set: TWILIO_API_KEY_SID needs it');
  if (!key && env.TWILIO_API_KEY_SECRET)
    throw new ConfigError('TWILIO_API_KEY_SID is not set: TWILIO_API_KEY_SECRET needs it');
  if (key && env.TWILIO_AUTH_TOKEN)
    throw new ConfigError('TWILIO_AUTH_TOKEN is set with TWILIO_API_KEY_SID: give one credential');
  if (!key && !env.TWILIO_AUTH_TOKEN)
    throw new ConfigError(
      'TWILIO_AUTH_TOKEN is not set: TWILIO_ACCOUNT_SID needs it, or TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET',
    );
  return {
    kind: 'twilio',
    accountSid,
    username: key ?? accountSid,
    password: (key ? env.TWILIO_API_KEY_SECRET : env.TWILIO_AUTH_TOKEN)!,
    from: env.TWILIO_FROM,
    apiUrl: env.TWILIO_API_URL.replace(/\/$/, ''),
    timeoutMs: env.SMS_TIMEOUT_MS,
  };
}

export type CardProviderSettings =
  | { kind: 'simulated'; mailDelayMs: number }
  | {
      kind: 'tango';
      apiUrl: string;
      platformName: string;
      platformKey: string;
      customerId: string;
      accountId: string;
      utid: string;
      pollMs: number;
      timeoutMs: number;
    };

const TANGO_SETTINGS = [
  'TANGO_PLATFORM_NAME',
  'TANGO_PLATFORM_KEY',
  'TANGO_CUSTOMER_ID',
  'TANGO_ACCOUNT_ID',
  'TANGO_UTID',
] as const;

/**
 * The card provider: Tango with every one of its settings, or the simulator, which production
 * runs only when `CARD_PROVIDER=simulated` says so (it mails nothing, and patients are told
 * their card is on its way).
 */
function cardProviderOf(env: Env, production: boolean): CardProviderSettings {
  const provider = env.CARD_PROVIDER ?? (production ? undefined : 'simulated');
  if (!provider)
    throw new ConfigError(
      'CARD_PROVIDER is not set: production orders cards through a provider (CARD_PROVIDER=tango), or runs the simulator only when told so (CARD_PROVIDER=simulated: no card is mailed)',
    );
  if (provider === 'simulated') {
    const stray = TANGO_SETTINGS.find((name) => env[name]);
    if (stray) throw new ConfigError(`${stray} is set but CARD_PROVIDER is not tango`);
    return { kind: 'simulated', mailDelayMs: env.CARD_MAIL_DELAY_MS };
  }
  const missing = TANGO_SETTINGS.find((name) => !env[name]);
  if (missing) throw new ConfigError(`${missing} is not set: CARD_PROVIDER=tango needs it`);
  return {
    kind: 'tango',
    apiUrl: env.TANGO_API_URL.replace(/\/$/, ''),
    platformName: env.TANGO_PLATFORM_NAME!,
    platformKey: env.TANGO_PLATFORM_KEY!,
    customerId: env.TANGO_CUSTOMER_ID!,
    accountId: env.TANGO_ACCOUNT_ID!,
    utid: env.TANGO_UTID!,
    pollMs: env.CARD_STATUS_POLL_MS,
    timeoutMs: env.CARD_PROVIDER_TIMEOUT_MS,
  };
}

/** The secrets production runs with: each must be given (where required), long and not public. */
function secretsOf(env: Env, captchaRequired: boolean): SecretSpec[] {
  return [
    { name: 'JWT_SECRET', value: env.JWT_SECRET, required: true, minBytes: MIN_SECRET_BYTES },
    urlSecret('DATABASE_URL', env.DATABASE_URL),
    urlSecret('REDIS_URL', env.REDIS_URL),
    urlSecret('ESDB_CONNECTION_STRING', env.ESDB_CONNECTION_STRING),
    urlSecret('SMTP_URL', env.SMTP_URL, MIN_ISSUED_SECRET_BYTES),
    // Issued by Twilio (32 characters): never required, always checked when given.
    {
      name: 'TWILIO_AUTH_TOKEN',
      value: env.TWILIO_AUTH_TOKEN,
      required: false,
      minBytes: MIN_ISSUED_SECRET_BYTES,
    },
    {
      name: 'TWILIO_API_KEY_SECRET',
      value: env.TWILIO_API_KEY_SECRET,
      required: false,
      minBytes: MIN_ISSUED_SECRET_BYTES,
    },
    {
      name: 'TANGO_PLATFORM_KEY',
      value: env.TANGO_PLATFORM_KEY,
      required: env.CARD_PROVIDER === 'tango',
      minBytes: MIN_ISSUED_SECRET_BYTES,
      because: 'CARD_PROVIDER is tango',
    },
    {
      name: 'S3_SECRET_ACCESS_KEY',
      value: env.S3_SECRET_ACCESS_KEY,
      required: Boolean(env.S3_ACCESS_KEY_ID),
      minBytes: MIN_ISSUED_SECRET_BYTES,
      because: 'S3_ACCESS_KEY_ID is set',
    },
    {
      name: 'RECAPTCHA_SECRET',
      value: env.RECAPTCHA_SECRET,
      required: captchaRequired,
      minBytes: MIN_ISSUED_SECRET_BYTES,
      because: 'CAPTCHA_REQUIRED is on',
    },
  ];
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(issuesLine(parsed.error.issues));
  return parsed.data;
}

function storageOf(env: Env): StorageLocation {
  if (!env.UPLOAD_STORAGE_URL) return { kind: 'local', dir: path.join(env.VAR_DIR, 'uploads') };
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  const credentials = env.S3_ACCESS_KEY_ID
    ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
    : undefined;
  return { kind: 's3', location: s3LocationOf(env.UPLOAD_STORAGE_URL, env.S3_REGION, credentials) };
}

/**
 * The one place that reads the environment: parsed and checked once at boot. A setting that
 * cannot be used is a ConfigError: one line naming the variable, and the process exits.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  if (env.EVENT_STORE === 'esdb' && !env.ESDB_CONNECTION_STRING) {
    throw new ConfigError('ESDB_CONNECTION_STRING is not set: EVENT_STORE=esdb needs it');
  }
  const sms = smsSettingsOf(env);
  const production = env.NODE_ENV === 'production';
  const captchaRequired = env.CAPTCHA_REQUIRED ?? production;
  const cards = cardProviderOf(env, production);
  if (production) {
    assertProductionSecrets(
      secretsOf(env, captchaRequired),
      loadCommittedValues(),
      committedValuesPath(),
    );
  } else if (env.JWT_SECRET) {
    const short = lengthProblem({
      name: 'JWT_SECRET',
      value: env.JWT_SECRET,
      required: false,
      minBytes: MIN_SECRET_BYTES,
    });
    if (short) throw new ConfigError(short);
  }
  const storage = storageOf(env);
  if (production && env.API_PROCESSES > 1 && storage.kind === 'local') {
    throw new ConfigError(
      `UPLOAD_STORAGE_URL is not set: with API_PROCESSES=${env.API_PROCESSES} uploads must be in shared storage (S3), not on one machine's disk`,
    );
  }
  if (captchaRequired && !env.RECAPTCHA_SITE_KEY) {
    throw new ConfigError('RECAPTCHA_SITE_KEY is not set: CAPTCHA_REQUIRED is on');
  }
  if (captchaRequired && !env.RECAPTCHA_SECRET) {
    throw new ConfigError('RECAPTCHA_SECRET is not set: CAPTCHA_REQUIRED is on');
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
    keys: deriveSecretKeys(env.JWT_SECRET ?? DEV_JWT_SECRET),
    sessionTtlMinutes: env.SESSION_TTL_MINUTES,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    paths: { uploads: path.join(env.VAR_DIR, 'uploads'), mail: path.join(env.VAR_DIR, 'mail') },
    storage,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms,
    defaultRoute: env.DEFAULT_ROUTE,
    maintenance: env.MAINTENANCE,
    features: {
      rewardsEstimatorEnhancements: env.FEATURE_REWARDS_ESTIMATOR_ENHANCEMENTS,
      ecpTargetedMarketing: env.FEATURE_ECP_TARGETED_MARKETING,
    },
    recaptcha: {
      required: captchaRequired,
      siteKey: env.RECAPTCHA_SITE_KEY,
      secret: env.RECAPTCHA_SECRET,
    },
    affiliate: { id: env.AFFILIATE_ID, exitUrl: env.AFFILIATE_EXIT_URL },
    cardMailDelayMs: cards.kind === 'tango' ? cards.pollMs : cards.mailDelayMs,
    cards,
    receiptReading: {
      enabled: env.RECEIPT_READING,
      timeoutMs: env.RECEIPT_READING_TIMEOUT_MS,
      approvalWaitMs: env.RECEIPT_READING_WAIT_MS,
    },
    entrySweepIntervalMs: env.ENTRY_SWEEP_INTERVAL_MS,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    submissionWindowDays: env.SUBMISSION_WINDOW_DAYS,
    chat: {
      url: env.CHAT_URL ?? null,
      hours: parseChatSchedule(env.CHAT_SCHEDULE) ?? [],
      timeZone: env.CHAT_TIME_ZONE,
    },
    heartbeatFile: env.HEARTBEAT_FILE,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
