import fc from 'fast-check';
import { token } from './ids';
import { isWellFormedToken, TOKEN_MAX } from './token-shape';

const TOKEN_CHARACTERS = 'AZaz09._~+/=- \t\n\u00a0é😀';

describe('isWellFormedToken', () => {
  it('agrees with the token() schema on any value', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...TOKEN_CHARACTERS) }),
      fc.constantFrom('', ' ', 'abc-DEF_123', ' abc ', 'ab c', 'a'.repeat(TOKEN_MAX)),
      fc.constantFrom('a'.repeat(TOKEN_MAX + 1), ` ${'a'.repeat(TOKEN_MAX - 1)} `),
      fc.constantFrom(undefined, null, 42, {}),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        expect(isWellFormedToken(value)).toBe(token().safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
