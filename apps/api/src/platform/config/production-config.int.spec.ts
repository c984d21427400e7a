import { ConfigError } from '@lens/runtime';
import { freshSecret } from '../../testing/production-env';
import { loadConfig } from './config';
import { KEY_PURPOSES } from './secret-keys';

/** The secret docker-compose.yml used to ship as its default: public ever since. */
const OLD_COMPOSE_SECRET = 'compose-only-secret-change-me-0123456789abcdef';

const production = (env: Record<string, string | undefined>) => () =>
  loadConfig({ NODE_ENV: 'production', CAPTCHA_REQUIRED: 'false', ...env });

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
    const start = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: freshSecret() });
    expect(start).toThrow(/^RECAPTCHA_SECRET is not set \(CAPTCHA_REQUIRED is on\)/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: freshSecret(),
        RECAPTCHA_SECRET: freshSecret(),
      }),
    ).toThrow(/^RECAPTCHA_SITE_KEY is not set: CAPTCHA_REQUIRED is on/);
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
