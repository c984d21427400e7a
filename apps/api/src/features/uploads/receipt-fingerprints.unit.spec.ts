import { SIMILAR_RECEIPT_MAX_DISTANCE, hashDistance, isReceiptHash } from '@lens/domain';
import {
  BRIGHT_EYES_HEIC,
  RECEIPTS,
  lookAlikesOf,
  variantsOf,
} from '../../testing/receipt-images';
import sharp from 'sharp';
import { TINY_JPEG } from '../../testing/purchase-kit';
import { SAMPLE_FILES } from '../../testing/sample-files';
import { receiptFingerprint, receiptHashes } from './receipt-fingerprints';

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

  /** Every photo is within the distance that makes it the same receipt, by its name. */
  async function expectClose(
    photos: Record<string, Buffer>,
    distanceOf: (photo: Buffer) => Promise<number>,
  ) {
    for (const [name, bytes] of Object.entries(photos)) {
      const distance = await distanceOf(bytes);
      expect({ name, close: distance <= SIMILAR_RECEIPT_MAX_DISTANCE }).toEqual({
        name,
        close: true,
      });
    }
  }

  it('finds re-saved, resized and recompressed copies of the photo close', async () => {
    await expectClose(await variantsOf(RECEIPTS.brightEyes), async (bytes) =>
      hashDistance(original, await fingerprint(bytes)),
    );
  });

  it.each([
    ['another purchase at the same practice', 'brightEyesOther'],
    ['another practice’s receipt', 'clearView'],
  ] as const)('keeps %s apart', async (_label, other) => {
    const distance = hashDistance(original, await fingerprint(RECEIPTS[other]));
    expect(distance).toBeGreaterThan(SIMILAR_RECEIPT_MAX_DISTANCE * 1.5);
  });

  /** How near a receipt comes to the original in the nearest of its eight orientations. */
  const nearest = async (photo: Buffer, to = original) => {
    const hashes = await receiptHashes(photo);
    if (!hashes) throw new Error('no fingerprint');
    return Math.min(...hashes.map((hash) => hashDistance(to, hash)));
  };

  it('finds the photo turned, mirrored, inside a PDF or as HEIC close (issue 26 item 4)', async () => {
    const lookAlikes = { ...(await lookAlikesOf(RECEIPTS.brightEyes)), heic: BRIGHT_EYES_HEIC };
    await expectClose(lookAlikes, (bytes) => nearest(bytes));
  });

  it.each([
    ['another purchase at the same practice', 'brightEyesOther'],
    ['another practice’s receipt', 'clearView'],
  ] as const)('keeps %s apart however it is turned or sent', async (_label, other) => {
    for (const bytes of [RECEIPTS[other], ...Object.values(await lookAlikesOf(RECEIPTS[other]))])
      expect(await nearest(bytes)).toBeGreaterThan(SIMILAR_RECEIPT_MAX_DISTANCE * 1.5);
  });

  it('hashes the photo as it lies first, then upside down and both mirrored', async () => {
    const hashes = (await receiptHashes(RECEIPTS.brightEyes))!;
    expect(hashes).toHaveLength(4);
    expect(hashes[0]).toBe(original);
    expect(new Set(hashes).size).toBe(4);
  });

  it('hashes a photo on its side in portrait, where other receipts stay apart', async () => {
    const { turnedRight, turnedLeft } = await lookAlikesOf(RECEIPTS.brightEyes);
    for (const turned of [turnedRight, turnedLeft]) {
      const [stored] = (await receiptHashes(turned))!;
      // Either way round: the upright photo's hashes find the turned one's, and vice versa…
      expect(await nearest(RECEIPTS.brightEyes, stored)).toBeLessThanOrEqual(2);
      // …while another purchase at the same practice stays as far as it is upright.
      expect(await nearest(RECEIPTS.brightEyesOther, stored)).toBeGreaterThan(
        SIMILAR_RECEIPT_MAX_DISTANCE * 1.5,
      );
    }
  });

  it('has none for what has no picture to read', async () => {
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
