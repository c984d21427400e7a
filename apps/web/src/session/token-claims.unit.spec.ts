import { tokenWith } from '../../test-utils/fixtures';
import { decodeTokenClaims } from './token-claims';

describe('decodeTokenClaims (client side, no verification)', () => {
  it('reads exp, sub, role and the impersonation claim', () => {
    const token = tokenWith({
      sub: 'p-1',
      exp: 1_752_000_000,
      role: 'patient',
      act: { sub: 'admin-1', comment: 'call' },
    });
    expect(decodeTokenClaims(token)).toEqual({
      sub: 'p-1',
      exp: 1_752_000_000,
      role: 'patient',
      act: { sub: 'admin-1', comment: 'call' },
    });
  });

  it('reads UTF-8 and base64url payloads', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'ñandú~?>' })).toString('base64url');
    expect(decodeTokenClaims(`h.${payload}.s`)).toEqual({ sub: 'ñandú~?>' });
  });

  it.each([
    null,
    undefined,
    '',
    'not-a-jwt',
    'a.%%%.c',
    `a.${Buffer.from('"text"').toString('base64url')}.c`,
  ])('answers null for %j', (token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});
