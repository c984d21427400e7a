import { Inject, Injectable } from '@nestjs/common';
import { RECEIPT_HASH_BITS, hashDistance } from '@lens/domain';
import { bmvbhash } from 'blockhash-core';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import sharp from 'sharp';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { receiptPixels } from './receipt-pixels';
import { STORAGE, type Storage } from '../../platform/storage/storage';

/** The blockhash grid: 16 × 16 blocks, one bit each. */
const GRID = Math.sqrt(RECEIPT_HASH_BITS);
/** The photo is reduced to this longest side first: the hash looks at blocks, not detail. */
const HASH_INPUT_SIDE = 256;
/** Smaller than this (a thumbnail, an icon) a photo cannot tell one receipt from another. */
const MIN_SIDE = 64;
/** A hash with fewer ones (or zeros) than this is of a near-blank picture, like every other. */
const MIN_BITS_EACH_WAY = RECEIPT_HASH_BITS / 16;
/**
 * The four ways a receipt photographed upright can come back in portrait: as it is, upside
 * down, and each mirrored. A landscape photo is first turned a quarter, so turns by a quarter
 * are covered too: the eight orientations in all, compared in portrait only.
 */
const PORTRAIT_ORIENTATIONS = [0, 180].flatMap((angle) => [
  { angle, mirrored: false },
  { angle, mirrored: true },
]);

const NO_BITS = '0'.repeat(RECEIPT_HASH_BITS / 4);

function saysSomething(hash: string): boolean {
  const ones = hashDistance(hash, NO_BITS);
  return ones >= MIN_BITS_EACH_WAY && RECEIPT_HASH_BITS - ones >= MIN_BITS_EACH_WAY;
}

/**
 * A receipt's perceptual hashes (64 hex digits each), one per orientation in portrait: the
 * photo as it lies first (EXIF orientation applied; a landscape photo turned a quarter), then
 * upside down, and both mirrored. sharp decodes and reduces the picture (`receiptPixels`:
 * images, HEIC photos, a PDF's first-page image) and blockhash-core hashes each. Another receipt
 * is the same one when its hash is near any of them, so a photo turned, upside down or mirrored
 * is recognised (issue 26 item 4).
 *
 * Not "the smallest of the eight orientations" as the one hash: a re-saved copy flips a bit or
 * two, and where a flipped bit decides which hash is smallest the copy picks another orientation
 * and lands far from the original. And compared in portrait only: blockhash's bands run across
 * the picture, so receipts turned on their side look alike (another purchase at the same
 * practice came within 2 bits, another practice's within 36, against 20 and 66 upright).
 *
 * Null for pictures too small or too blank to tell receipts apart, and for files with no
 * picture to read: those are compared by their bytes only.
 */
export async function receiptHashes(bytes: Buffer): Promise<string[] | null> {
  try {
    const image = await receiptPixels(bytes);
    if (!image) return null;
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.min(width, height) < MIN_SIDE) return null;
    const reduced = await image
      .rotate()
      .resize(HASH_INPUT_SIDE, HASH_INPUT_SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const landscape = reduced.info.width > reduced.info.height;
    const raw = { width: reduced.info.width, height: reduced.info.height, channels: 4 as const };
    const hashes = await Promise.all(
      PORTRAIT_ORIENTATIONS.map(async ({ angle, mirrored }) => {
        const turned = await sharp(reduced.data, { raw })
          .rotate((angle + (landscape ? 90 : 0)) % 360)
          .flop(mirrored)
          .raw()
          .toBuffer({ resolveWithObject: true });
        return bmvbhash(
          { width: turned.info.width, height: turned.info.height, data: turned.data },
          GRID,
        );
      }),
    );
    return saysSomething(hashes[0]!) ? hashes : null;
  } catch {
    return null;
  }
}

/** The receipt's hash as it lies (the first of `receiptHashes`). */
export async function receiptFingerprint(bytes: Buffer): Promise<string | null> {
  return (await receiptHashes(bytes))?.[0] ?? null;
}

/**
 * Fingerprints receipts after they are stored: a step of its own over the stored file, so how a
 * file arrives (buffered or streamed) does not matter to it.
 */
@Injectable()
export class ReceiptFingerprints {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('receipt-fingerprints');
  }

  /**
   * Records the stored receipt's perceptual hash as it lies, and those of its eight
   * orientations; a file with no picture to read keeps none.
   */
  async record(key: string): Promise<string | null> {
    const bytes = await this.storage.get(key);
    const hashes = bytes ? await receiptHashes(bytes) : null;
    if (!hashes) {
      this.logger.debug({ key }, 'receipt has no perceptual hash (no picture to read)');
      return null;
    }
    await this.pool.query(
      `UPDATE uploads
          SET perceptual_hash = ('x' || $2)::bit(${RECEIPT_HASH_BITS}),
              perceptual_orientations = (
                SELECT array_agg(('x' || h)::bit(${RECEIPT_HASH_BITS}) ORDER BY n)
                  FROM unnest($3::text[]) WITH ORDINALITY AS o(h, n))
        WHERE key = $1`,
      [key, hashes[0], hashes],
    );
    return hashes[0]!;
  }
}
