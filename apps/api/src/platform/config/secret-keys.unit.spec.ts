import { KEY_PURPOSES, deriveSecretKeys } from './secret-keys';

describe('deriveSecretKeys', () => {
  it('gives every purpose its own 32-byte key', () => {
    const keys = deriveSecretKeys('a-master-secret-of-at-least-32-bytes!!');
    const hex = KEY_PURPOSES.map((purpose) => keys[purpose].toString('hex'));
    expect(new Set(hex).size).toBe(KEY_PURPOSES.length);
    for (const purpose of KEY_PURPOSES) expect(keys[purpose]).toHaveLength(32);
  });

  it('is stable for one secret and changes with the secret', () => {
    const one = deriveSecretKeys('a-master-secret-of-at-least-32-bytes!!');
    const again = deriveSecretKeys('a-master-secret-of-at-least-32-bytes!!');
    const other = deriveSecretKeys('another-master-secret-of-32-bytes-or-more');
    expect(again.tokens.equals(one.tokens)).toBe(true);
    expect(other.tokens.equals(one.tokens)).toBe(false);
  });
});
