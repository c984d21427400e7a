import { randomBytes } from 'node:crypto';
import { committedValuesOf } from './committed-values';
import {
  ConfigError,
  assertProductionSecrets,
  issuesLine,
  secretProblem,
  urlPassword,
  urlSecret,
} from './secret-rules';

const COMMITTED = 'a-value-that-is-written-in-the-repository';
const committed = committedValuesOf([COMMITTED]);
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
    const sixteen = 'ñáéíóúüçàèìòùâêî';
    expect(secretProblem({ ...spec, value: sixteen }, committed)).toBeNull();
    expect(secretProblem({ ...spec, value: sixteen.slice(1) }, committed)).toMatch(/30 bytes/);
  });

  it.each([
    ['one byte 32 times', 'a'.repeat(32), /only 1 different bytes/],
    ['two characters of two bytes', 'ñ'.repeat(16), /only 2 different bytes/],
    ['a run written twice', '0123456789abcdef'.repeat(2), /one run repeated/],
    ['a short run over and over', 'abc123XY'.repeat(5), /one run repeated/],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz012345', /a sequence/],
    ['two bytes but a few', 'abbabaabbbabaaabbababbbaababaabbcdefghij', /too few different bytes/],
  ])('refuses %s as too predictable (issue 26 item 6)', (_, value, why) => {
    const problem = secretProblem({ ...spec, value }, committed);
    expect(problem).toMatch(/^JWT_SECRET is too predictable \(/);
    expect(problem).toMatch(why);
  });

  it.each([
    ['one character added', `${COMMITTED}x`, /^JWT_SECRET is 1 edit from a value written/],
    ['one changed', COMMITTED.replace('value', 'valuE'), /^JWT_SECRET is 1 edit from/],
    ['a few changed', COMMITTED.replace('written', 'WRITTEN'), /^JWT_SECRET is 7 edits from/],
  ])('refuses a committed value with %s (issue 26 item 6)', (_, value, line) => {
    expect(secretProblem({ ...spec, value }, committed)).toMatch(line);
  });

  it('accepts what `openssl rand -hex 32` and `-base64 32` give, every time', () => {
    for (let n = 0; n < 500; n += 1) {
      const bytes = randomBytes(32);
      expect(secretProblem({ ...spec, value: bytes.toString('hex') }, committed)).toBeNull();
      expect(secretProblem({ ...spec, value: bytes.toString('base64') }, committed)).toBeNull();
    }
  });

  it('accepts a 16-byte secret a provider issued', () => {
    const issued = { ...spec, minBytes: 16 };
    for (let n = 0; n < 200; n += 1)
      expect(secretProblem({ ...issued, value: randomBytes(12).toString('base64') }, committed))
        .toBeNull();
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
