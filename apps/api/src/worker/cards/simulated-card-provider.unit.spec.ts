import { isCardExpiry, isMaskedCardNumber } from '@lens/domain';
import { expiryAfter, maskedNumberOf } from './simulated-card-provider';

describe('simulated card provider', () => {
  it('issues a masked number that shows only four digits, the same for the same order', () => {
    const number = maskedNumberOf('card-s1');
    expect(number).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(isMaskedCardNumber(number)).toBe(true);
    expect(maskedNumberOf('card-s1')).toBe(number);
    const many = new Set(Array.from({ length: 50 }, (_, n) => maskedNumberOf(`card-${n}`)));
    expect(many.size).toBeGreaterThan(40);
  });

  it.each([
    ['2025-08-15T12:00:00Z', '08/26'],
    ['2025-12-31T23:59:59Z', '12/26'],
    ['2026-01-01T00:00:00Z', '01/27'],
  ])('a card ordered at %s expires %s (a year on, as printed)', (at, expiry) => {
    expect(expiryAfter(new Date(at), 12)).toBe(expiry);
    expect(isCardExpiry(expiry)).toBe(true);
  });
});
