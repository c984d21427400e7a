import { SIMILAR_RECEIPT_MAX_DISTANCE, hashDistance, isReceiptHash } from '@lens/domain';
import { RECEIPTS, variantsOf } from '../../testing/receipt-images';
import sharp from 'sharp';
import { TINY_JPEG } from '../../testing/purchase-kit';
import { SAMPLE_FILES } from '../../testing/sample-files';
import { receiptFingerprint } from './receipt-fingerprints';

const fingerprint = async (photo: Buffer): Promise<string> => {
  const hash = await receiptFingerprint(photo);
  if (!hash) throw new Error('no fingerprint');
  return hash;
};

describe('receipt fingerprints (sharp + blockhash-core, real photos)', () => {
  let original: string;
  beforeAll(async () => {
    original = await fingerprint(RECEIPTS.brightEyes);
  });

  it('is a 256-bit hash', () => {
    expect(isReceiptHash(original)).toBe(true);
  });

  it('finds re-saved, resized and recompressed copies of the photo close', async () => {
    const variants = await variantsOf(RECEIPTS.brightEyes);
    for (const [name, bytes] of Object.entries(variants)) {
      const distance = hashDistance(original, await fingerprint(bytes));
      expect({ name, close: distance <= SIMILAR_RECEIPT_MAX_DISTANCE }).toEqual({
        name,
        close: true,
      });
    }
  });

  it.each([
    ['another purchase at the same practice', 'brightEyesOther'],
    ['another practice’s receipt', 'clearView'],
  ] as const)('keeps %s apart', async (_label, other) => {
    const distance = hashDistance(original, await fingerprint(RECEIPTS[other]));
    expect(distance).toBeGreaterThan(SIMILAR_RECEIPT_MAX_DISTANCE * 1.5);
  });

  it('has none for what is not a readable image', async () => {
    expect(await receiptFingerprint(SAMPLE_FILES.pdf)).toBeNull();
    expect(await receiptFingerprint(SAMPLE_FILES.heic)).toBeNull();
    expect(await receiptFingerprint(Buffer.from('not an image'))).toBeNull();
  });

  it('has none for pictures too small or too blank to tell receipts apart', async () => {
    expect(await receiptFingerprint(TINY_JPEG)).toBeNull();
    const blank = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#fbfaf5' },
    })
      .jpeg()
      .toBuffer();
    expect(await receiptFingerprint(blank)).toBeNull();
  });
});
