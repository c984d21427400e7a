import { candidateValues, committedValuesOf } from './committed-values';

const committed = (text: string) => committedValuesOf(candidateValues(text));

describe('candidate values of a text', () => {
  it.each([
    [
      'compose default',
      '    JWT_SECRET: ${JWT_SECRET:-compose-only-secret-change-me-0123456789abcdef}',
    ],
    ['env file', 'JWT_SECRET=compose-only-secret-change-me-0123456789abcdef'],
    ['quoted in code', "env: { JWT_SECRET: 'compose-only-secret-change-me-0123456789abcdef' },"],
    ['a list item', '- compose-only-secret-change-me-0123456789abcdef.'],
    ['a JSON value', '{"secret":"compose-only-secret-change-me-0123456789abcdef"}'],
  ])('finds the value in a %s', (_, text) => {
    expect(committed(text).includes('compose-only-secret-change-me-0123456789abcdef')).toBe(true);
  });

  it('finds a password inside a connection URL', () => {
    const text = 'DATABASE_URL: postgres://lens:a-committed-database-password@postgres:5432/lens';
    expect(committed(text).includes('a-committed-database-password')).toBe(true);
  });

  it('finds a base64 value with its padding and slashes', () => {
    const value = 'q3Jm/8xk+Vt0aB1cD2eF3gH4iJ5kL6mN7oP8==';
    expect(committed(`SECRET=${value}\n`).includes(value)).toBe(true);
  });

  it('does not take a fresh value for a committed one', () => {
    const text = 'JWT_SECRET=compose-only-secret-change-me-0123456789abcdef';
    expect(committed(text).includes('compose-only-secret-change-me-0123456789abcdeX')).toBe(false);
    expect(committed(text).includes('an-entirely-different-secret-of-some-length')).toBe(false);
  });

  it('ignores short tokens (refused by length anyway) and very long runs', () => {
    expect([...candidateValues('short words only here')]).toEqual([]);
    expect([...candidateValues('x'.repeat(600))]).toEqual([]);
  });
});
