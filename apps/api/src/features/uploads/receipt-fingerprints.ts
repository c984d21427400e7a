import { Inject, Injectable } from '@nestjs/common';
import { RECEIPT_HASH_BITS, hashDistance } from '@lens/domain';
import { bmvbhash } from 'blockhash-core';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import sharp from 'sharp';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { STORAGE, type Storage } from '../../platform/storage/storage';

/** The blockhash grid: 16 × 16 blocks, one bit each. */
const GRID = Math.sqrt(RECEIPT_HASH_BITS);
/** The photo is reduced to this longest side first: the hash looks at blocks, not detail. */
const HASH_INPUT_SIDE = 256;
/** A decompression bomb is refused before it is decoded (a 12 MP phone photo is far below). */
const MAX_INPUT_PIXELS = 100_000_000;
/** Smaller than this (a thumbnail, an icon) a photo cannot tell one receipt from another. */
const MIN_SIDE = 64;
/** A hash with fewer ones (or zeros) than this is of a near-blank picture, like every other. */
const MIN_BITS_EACH_WAY = RECEIPT_HASH_BITS / 16;

const NO_BITS = '0'.repeat(RECEIPT_HASH_BITS / 4);

function saysSomething(hash: string): boolean {
  const ones = hashDistance(hash, NO_BITS);
  return ones >= MIN_BITS_EACH_WAY && RECEIPT_HASH_BITS - ones >= MIN_BITS_EACH_WAY;
}

/**
 * A receipt photo's perceptual hash (64 hex digits): sharp decodes it (EXIF orientation applied)
 * and reduces it, blockhash-core hashes the pixels. Null when sharp cannot read the file as an
 * image (a PDF, a HEIC photo: sharp's prebuilt libvips has no HEVC decoder), and for pictures
 * too small or too blank to tell receipts apart: those are compared by their bytes only.
 */
export async function receiptFingerprint(bytes: Buffer): Promise<string | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.min(width, height) < MIN_SIDE) return null;
    const { data, info } = await image
      .rotate()
      .resize(HASH_INPUT_SIDE, HASH_INPUT_SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hash = bmvbhash({ width: info.width, height: info.height, data }, GRID);
    return saysSomething(hash) ? hash : null;
  } catch {
    return null;
  }
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

  /** Records the stored receipt's perceptual hash; a file that is not a readable image keeps none. */
  async record(key: string): Promise<string | null> {
    const bytes = await this.storage.get(key);
    const hash = bytes ? await receiptFingerprint(bytes) : null;
    if (!hash) {
      this.logger.debug({ key }, 'receipt has no perceptual hash (not a readable image)');
      return null;
    }
    await this.pool.query(
      `UPDATE uploads SET perceptual_hash = ('x' || $2)::bit(${RECEIPT_HASH_BITS}) WHERE key = $1`,
      [key, hash],
    );
    return hash;
  }
}
