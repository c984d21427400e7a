// Near-duplicate receipts (issue 17 item 10): two photos of one receipt, re-saved, resized or
// recompressed, have nearly the same perceptual hash; different receipts do not.

/** The perceptual hash: a 16 × 16 blockhash, 256 bits, written as 64 hex digits. */
export const RECEIPT_HASH_BITS = 256;

/**
 * At most this many differing bits make two receipts "the same receipt". Variants of one photo
 * differ by 0–2 bits in our tests; another receipt of the same practice, photographed alike, by
 * about 20; another practice's by about 65 (docs/decisions/purchase-flow.md).
 */
export const SIMILAR_RECEIPT_MAX_DISTANCE = 10;

const HASH = /^[0-9a-f]{64}$/;

export const isReceiptHash = (value: string): boolean => HASH.test(value);

/** Differing bits of two hashes (hex of equal length). */
export function hashDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new RangeError('hashes of different lengths');
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) {
    let bits = parseInt(a[i] as string, 16) ^ parseInt(b[i] as string, 16);
    for (; bits; bits &= bits - 1) distance += 1;
  }
  return distance;
}
