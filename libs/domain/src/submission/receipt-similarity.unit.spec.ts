import { hashDistance, isReceiptHash, RECEIPT_HASH_BITS } from './receipt-similarity';

describe('receipt hashes', () => {
  const zero = '0'.repeat(64);
  it('counts the bits that differ', () => {
    expect(hashDistance(zero, zero)).toBe(0);
    expect(hashDistance(zero, `${'0'.repeat(63)}1`)).toBe(1);
    expect(hashDistance(zero, `f${'0'.repeat(62)}3`)).toBe(6);
    expect(hashDistance(zero, 'f'.repeat(64))).toBe(RECEIPT_HASH_BITS);
  });

  it('refuses hashes of different lengths', () => {
    expect(() => hashDistance(zero, '00')).toThrow(RangeError);
  });

  it('knows a hash when it sees one', () => {
    expect(isReceiptHash('ab'.repeat(32))).toBe(true);
    expect(isReceiptHash('AB'.repeat(32))).toBe(false);
    expect(isReceiptHash('ab')).toBe(false);
  });
});
