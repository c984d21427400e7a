import { committedValuesOf, fingerprint } from './committed-values';
import {
  ConfigError,
  assertProductionSecrets,
  issuesLine,
  secretProblem,
  urlPassword,
  urlSecret,
} from './secret-rules';

const COMMITTED = 'a-value-that-is-written-in-the-repository';
const committed = committedValuesOf([fingerprint(COMMITTED)]);
const FRESH = 'Vq8z1Lh0bN4s9Kx2Rm7cT5yW3eP6uJ0aF8dG1iH4kQ=';

describe('secretProblem', () => {
  const spec = { name: 'JWT_SECRET', required: true, minBytes: 32 };

  it('accepts a long secret nobody committed', () => {
    expect(secretProblem({ ...spec, value: FRESH }, committed)).toBeNull();
  });

  it.each([
    [
      'missing',
      undefined,
      /^JWT_SECRET is not set: production needs a secret of at least 32 bytes/,
    ],
    ['empty', '', /^JWT_SECRET is not set/],
    ['16 bytes', '0123456789abcdef', /^JWT_SECRET is too short \(16 bytes\)/],
    ['committed', COMMITTED, /^JWT_SECRET is a value written in the repository/],
  ])('refuses a %s secret in one line naming it', (_, value, line) => {
    const problem = secretProblem({ ...spec, value }, committed);
    expect(problem).toMatch(line);
    expect(problem).not.toContain('\n');
  });

  it('counts bytes, not characters', () => {
    expect(secretProblem({ ...spec, value: 'ñ'.repeat(16) }, committed)).toBeNull();
    expect(secretProblem({ ...spec, value: 'ñ'.repeat(15) }, committed)).toMatch(/30 bytes/);
  });

  it('lets an optional secret be absent, but checks it when given', () => {
    expect(secretProblem({ ...spec, required: false, value: undefined }, committed)).toBeNull();
    expect(secretProblem({ ...spec, required: false, value: 'short' }, committed)).toMatch(
      /too short/,
    );
  });

  it('says why a sometimes-required secret is required', () => {
    const problem = secretProblem(
      {
        name: 'RECAPTCHA_SECRET',
        value: '',
        required: true,
        minBytes: 16,
        because: 'CAPTCHA_REQUIRED is on',
      },
      committed,
    );
    expect(problem).toMatch(/^RECAPTCHA_SECRET is not set \(CAPTCHA_REQUIRED is on\)/);
  });
});

describe('assertProductionSecrets', () => {
  it('throws a ConfigError for the first bad secret', () => {
    const specs = [
      { name: 'JWT_SECRET', value: FRESH, required: true, minBytes: 32 },
      urlSecret('DATABASE_URL', `postgres://lens:${COMMITTED}@db/lens`),
    ];
    expect(() => assertProductionSecrets(specs, committed, 'list.txt')).toThrow(
      new ConfigError(
        'DATABASE_URL (its password) is a value written in the repository (docker-compose.yml, .env.example, tests or code), so it is public: generate one with `openssl rand -hex 32`.',
      ),
    );
  });

  it('refuses to start when the committed values cannot be read', () => {
    const specs = [{ name: 'JWT_SECRET', value: FRESH, required: true, minBytes: 32 }];
    expect(() => assertProductionSecrets(specs, null, '/app/list.txt')).toThrow(
      /^JWT_SECRET cannot be checked against the repository's values: \/app\/list.txt is missing/,
    );
  });
});

describe('helpers', () => {
  it.each([
    ['postgres://lens:p%40ss@db:5432/x', 'p@ss'],
    ['redis://:redis-password@redis:6379', 'redis-password'],
    ['esdb://admin:changeit@eventstoredb:2113?tls=false', 'changeit'],
    ['postgres://localhost/x', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('reads the password of %s', (url, password) => {
    expect(urlPassword(url)).toBe(password);
  });

  it('writes zod issues on one line', () => {
    expect(
      issuesLine([
        { path: ['PORT'], message: 'expected a number' },
        { path: [], message: 'broken' },
      ]),
    ).toBe('PORT: expected a number; environment: broken');
  });
});
