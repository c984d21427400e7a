import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Language } from '@lens/domain';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Failure } from '../../platform/http/failure';

/** What an upload key lets its holder do: put one file for one entry of one profile. */
export interface UploadGrant {
  submissionId: string;
  profileId: string;
  type: 'receipt' | 'product';
  language: Language;
  /** Expiry, epoch seconds. */
  expiresAt: number;
  /** Makes every key unique, even two issued in the same second for the same entry. */
  nonce?: string;
}

/**
 * The id a key's one upload is recorded under (a hash of its signature, so the table holds no
 * usable key): a second file under the same key is refused.
 */
export const uploadKeyIdOf = (key: string): string =>
  createHash('sha256')
    .update(key.slice(key.lastIndexOf('.') + 1))
    .digest('hex');

const KEY_TTL_SECONDS = 15 * 60;
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,600}\.[A-Za-z0-9_-]{43}$/;

/**
 * Short-lived signed upload keys: the photo goes to the upload host without the session token
 * (spec 000 §7), so the path itself carries an HMAC-signed grant that expires. A key stores one
 * file: `Uploads` records the key's id with the file and refuses it a second time.
 */
@Injectable()
export class UploadKeys {
  private readonly secret: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.secret = config.keys.uploadKeys;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  issue(grant: Omit<UploadGrant, 'expiresAt' | 'nonce'>): { key: string; expiresAt: number } {
    const expiresAt = Math.floor(this.clock.now().getTime() / 1000) + KEY_TTL_SECONDS;
    const nonce = randomBytes(9).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...grant, expiresAt, nonce })).toString('base64url');
    return { key: `${body}.${this.sign(body)}`, expiresAt };
  }

  /** The grant a key carries; UNAUTHORIZED when forged, malformed or expired. */
  verify(key: string): UploadGrant {
    if (!KEY_PATTERN.test(key)) throw new Failure('UNAUTHORIZED', 'key');
    const [body = '', signature = ''] = key.split('.');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new Failure('UNAUTHORIZED', 'key');
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString()) as UploadGrant;
    if (grant.expiresAt <= this.clock.now().getTime() / 1000)
      throw new Failure('SESSION_EXPIRED', 'key');
    return grant;
  }
}
