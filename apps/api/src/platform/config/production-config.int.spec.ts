import { ConfigError } from '@lens/runtime';
import { freshSecret } from '../../testing/production-env';
import { tangoTestPlatform } from '../../testing/tango-stand-in';
import { twilioTestAccount } from '../../testing/twilio-stand-in';
import { loadConfig } from './config';
import { KEY_PURPOSES } from './secret-keys';

/** The secret docker-compose.yml used to ship as its default: public ever since. */
const OLD_COMPOSE_SECRET = 'compose-only-secret-change-me-0123456789abcdef';

const production = (env: Record<string, string | undefined>) => () =>
  loadConfig({
    NODE_ENV: 'production',
    CAPTCHA_REQUIRED: 'false',
    CARD_PROVIDER: 'simulated',
    ...env,
  });

/** Reads the repository (every committed value), hence an integration test. */
describe('production configuration', () => {
  it('starts with a fresh secret of 32 bytes or more, one key per purpose', () => {
    const config = production({ JWT_SECRET: freshSecret() })();
    expect(config.env).toBe('production');
    expect(new Set(Object.values(config.keys).map((key) => key.toString('hex'))).size).toBe(
      KEY_PURPOSES.length,
    );
  });

  it.each([
    ['missing', undefined, /^JWT_SECRET is not set: /],
    ['16 bytes long', 'sixteen-bytes-ok', /^JWT_SECRET is too short \(16 bytes\)/],
    [
      'the old compose default',
      OLD_COMPOSE_SECRET,
      /^JWT_SECRET is a value written in the repository/,
    ],
    [
      'the development default',
      'lens-rewards-development-secret-change-me-in-production',
      /^JWT_SECRET is a value written in the repository/,
    ],
    ['of one byte 32 times', 'a'.repeat(32), /^JWT_SECRET is too predictable/],
    [
      'one character from the old compose default',
      `${OLD_COMPOSE_SECRET}!`,
      /^JWT_SECRET is 1 edit from a value written in the repository/,
    ],
  ])('refuses a JWT_SECRET %s, in one line naming it', (_, secret, line) => {
    const start = production({ JWT_SECRET: secret });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(line);
  });

  it('refuses a database or Redis password written in the repository', () => {
    const secret = freshSecret();
    expect(
      production({
        JWT_SECRET: secret,
        DATABASE_URL: `postgres://lens:${OLD_COMPOSE_SECRET}@postgres:5432/lens_rewards`,
      }),
    ).toThrow(/^DATABASE_URL \(its password\) is a value written in the repository/);
    expect(production({ JWT_SECRET: secret, REDIS_URL: 'redis://:lens@redis:6379' })).toThrow(
      /^REDIS_URL \(its password\) is too short/,
    );
  });

  it('requires the reCAPTCHA keys when the captcha is on (by default in production)', () => {
    const start = () =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: freshSecret(), CARD_PROVIDER: 'simulated' });
    expect(start).toThrow(/^RECAPTCHA_SECRET is not set \(CAPTCHA_REQUIRED is on\)/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: freshSecret(),
        CARD_PROVIDER: 'simulated',
        RECAPTCHA_SECRET: freshSecret(),
      }),
    ).toThrow(/^RECAPTCHA_SITE_KEY is not set: CAPTCHA_REQUIRED is on/);
  });

  it('refuses uploads on local disk when more than one api runs (issue 25.2)', () => {
    const secret = freshSecret();
    expect(production({ JWT_SECRET: secret, API_PROCESSES: '1' })().storage.kind).toBe('local');
    expect(production({ JWT_SECRET: secret, API_PROCESSES: '2' })).toThrow(
      /^UPLOAD_STORAGE_URL is not set: with API_PROCESSES=2 uploads must be in shared storage/,
    );
    const shared = production({
      JWT_SECRET: secret,
      API_PROCESSES: '2',
      UPLOAD_STORAGE_URL: 's3://lens-receipts/uploads',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEYID',
      S3_SECRET_ACCESS_KEY: freshSecret(),
    })();
    expect(shared.storage).toMatchObject({
      kind: 's3',
      location: { bucket: 'lens-receipts', prefix: 'uploads/', endpoint: undefined },
    });
  });

  it('treats the S3 secret as a secret: given with its key id, long and never committed', () => {
    const s3 = { JWT_SECRET: freshSecret(), UPLOAD_STORAGE_URL: 'https://minio:9000/receipts' };
    expect(production({ ...s3, S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /^S3_SECRET_ACCESS_KEY is not set \(S3_ACCESS_KEY_ID is set\)/,
    );
    expect(
      production({ ...s3, S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
    ).toThrow(/^S3_SECRET_ACCESS_KEY is too short/);
    expect(() =>
      loadConfig({ UPLOAD_STORAGE_URL: 'https://minio:9000/receipts', S3_ACCESS_KEY_ID: 'minio' }),
    ).toThrow(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ UPLOAD_STORAGE_URL: 'ftp://minio/receipts' })).toThrow(
      /^UPLOAD_STORAGE_URL: use s3:\/\/bucket/,
    );
  });

  it('takes Twilio with an API key or an auth token, a sender, and checks its secret (issue 29)', () => {
    const { accountSid, keySid, keySecret, from } = twilioTestAccount();
    const base = { JWT_SECRET: freshSecret(), TWILIO_ACCOUNT_SID: accountSid, TWILIO_FROM: from };
    expect(
      production({ ...base, TWILIO_API_KEY_SID: keySid, TWILIO_API_KEY_SECRET: keySecret })().sms,
    ).toEqual({
      kind: 'twilio',
      accountSid,
      username: keySid,
      password: keySecret,
      from,
      apiUrl: 'https://api.twilio.com',
      timeoutMs: 10_000,
    });
    expect(production({ ...base, TWILIO_AUTH_TOKEN: keySecret })().sms).toMatchObject({
      username: accountSid,
      password: keySecret,
    });
    expect(production({ ...base })).toThrow(
      /^TWILIO_AUTH_TOKEN is not set: TWILIO_ACCOUNT_SID needs it/,
    );
    expect(production({ ...base, TWILIO_API_KEY_SID: keySid })).toThrow(
      /^TWILIO_API_KEY_SECRET is not set/,
    );
    expect(production({ ...base, TWILIO_FROM: undefined, TWILIO_AUTH_TOKEN: keySecret })).toThrow(
      /^TWILIO_FROM is not set/,
    );
    expect(production({ JWT_SECRET: freshSecret(), TWILIO_AUTH_TOKEN: keySecret })).toThrow(
      /^TWILIO_ACCOUNT_SID is not set: TWILIO_AUTH_TOKEN needs it/,
    );
    expect(production({ ...base, TWILIO_AUTH_TOKEN: 'short' })).toThrow(
      /^TWILIO_AUTH_TOKEN is too short/,
    );
    expect(production({ ...base, TWILIO_AUTH_TOKEN: OLD_COMPOSE_SECRET })).toThrow(
      /^TWILIO_AUTH_TOKEN is a value written in the repository/,
    );
    expect(production({ JWT_SECRET: freshSecret() })().sms).toEqual({ kind: 'inbox' });
  });

  it('refuses the card simulator unless CARD_PROVIDER=simulated says so; Tango needs all its settings (issue 29)', () => {
    const secret = freshSecret();
    expect(production({ JWT_SECRET: secret, CARD_PROVIDER: undefined })).toThrow(
      /^CARD_PROVIDER is not set: production orders cards through a provider \(CARD_PROVIDER=tango\)/,
    );
    expect(production({ JWT_SECRET: secret })().cards).toEqual({
      kind: 'simulated',
      mailDelayMs: 2_000,
    });
    // Outside production the simulator is the embedded default.
    expect(loadConfig({}).cards.kind).toBe('simulated');
    const platform = tangoTestPlatform();
    const tango = { JWT_SECRET: secret, CARD_PROVIDER: 'tango', ...platform };
    const config = production(tango)();
    expect(config.cards).toEqual({
      kind: 'tango',
      apiUrl: 'https://api.tangocard.com/raas/v2',
      platformName: platform.TANGO_PLATFORM_NAME,
      platformKey: platform.TANGO_PLATFORM_KEY,
      customerId: platform.TANGO_CUSTOMER_ID,
      accountId: platform.TANGO_ACCOUNT_ID,
      utid: platform.TANGO_UTID,
      pollMs: 3_600_000,
      timeoutMs: 10_000,
    });
    // The first check of a Tango order waits the polling period, not the simulator's delay.
    expect(config.cardMailDelayMs).toBe(3_600_000);
    for (const name of Object.keys(platform))
      expect(production({ ...tango, [name]: undefined })).toThrow(
        new RegExp(`^${name} is not set: CARD_PROVIDER=tango needs it`),
      );
    expect(production({ ...tango, TANGO_PLATFORM_KEY: 'short' })).toThrow(
      /^TANGO_PLATFORM_KEY is too short/,
    );
    expect(
      production({
        ...tango,
        TANGO_PLATFORM_KEY: 'replace-me-with-the-platform-key-from-tango-card',
      }),
    ).toThrow(/^TANGO_PLATFORM_KEY is a value written in the repository/);
    expect(
      production({ JWT_SECRET: secret, TANGO_PLATFORM_KEY: platform.TANGO_PLATFORM_KEY }),
    ).toThrow(/^TANGO_PLATFORM_KEY is set but CARD_PROVIDER is not tango/);
    expect(production({ JWT_SECRET: secret, CARD_PROVIDER: 'tangoo' })).toThrow(/^CARD_PROVIDER/);
  });

  it('names the variable of any other setting it cannot use', () => {
    expect(production({ JWT_SECRET: freshSecret(), TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY: "true" is not a hop count/,
    );
    expect(production({ JWT_SECRET: freshSecret(), PORT: 'eighty' })).toThrow(/^PORT: /);
  });

  it('keeps the development secret outside production, but refuses a short one given', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).keys.tokens).toHaveLength(32);
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'short' })).toThrow(
      /^JWT_SECRET is too short/,
    );
  });
});
