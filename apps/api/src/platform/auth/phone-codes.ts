import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@lens/domain';
import { message } from '@lens/validation';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Failure } from '../http/failure';
import { PG_POOL } from '../infrastructure/tokens';
import { SmsSender } from './sms-sender';

export const CODE_TTL_MINUTES = 10;
export const CODE_ATTEMPTS = 5;
const CODE_DIGITS = 6;
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Two-step codes (table `phone_codes`): 6 random digits texted to a number, kept only as an HMAC
 * bound to the profile and the number, valid for 10 minutes and 5 tries, used at most once.
 */
@Injectable()
export class PhoneCodes {
  private readonly key: Buffer;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sms: SmsSender,
  ) {
    this.key = config.keys.phoneCodes;
  }

  /** Texts a new code to the number; it replaces the profile's pending code, if any. */
  async send(profileId: string, phoneNumber: string, lang: Language): Promise<{ expiresAt: Date }> {
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
    try {
      await this.pool.query(
        `INSERT INTO phone_codes
           (profile_id, phone_number, code_hash, attempts_left, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (profile_id) DO UPDATE SET
           phone_number = EXCLUDED.phone_number, code_hash = EXCLUDED.code_hash,
           attempts_left = EXCLUDED.attempts_left, expires_at = EXCLUDED.expires_at,
           created_at = EXCLUDED.created_at`,
        [
          profileId,
          phoneNumber,
          this.hash(profileId, phoneNumber, code),
          CODE_ATTEMPTS,
          expiresAt,
          now,
        ],
      );
    } catch (error) {
      // A token for a profile that has no sign-in (never registered here).
      if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION)
        throw new Failure('UNAUTHORIZED', 'token');
      throw error;
    }
    const body = message('PHONE_CODE_SMS', lang, { code, minutes: CODE_TTL_MINUTES });
    await this.sms.send({ to: phoneNumber, body });
    return { expiresAt };
  }

  /**
   * The number the code was sent to when the code is the profile's pending one, unexpired and
   * within its tries (and, when `onlyTo` is given, sent to that number); the code is then used
   * up. Null otherwise. Every call spends a try.
   */
  async validate(profileId: string, code: string, onlyTo?: string): Promise<string | null> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ phone_number: string; code_hash: string }>(
      `UPDATE phone_codes SET attempts_left = attempts_left - 1
        WHERE profile_id = $1 AND attempts_left > 0 AND expires_at > $2
          AND ($3::text IS NULL OR phone_number = $3)
        RETURNING phone_number, code_hash`,
      [profileId, now, onlyTo ?? null],
    );
    const pending = rows[0];
    if (!pending) return null;
    const offered = Buffer.from(this.hash(profileId, pending.phone_number, code), 'hex');
    const stored = Buffer.from(pending.code_hash, 'hex');
    if (offered.length !== stored.length || !timingSafeEqual(offered, stored)) return null;
    const used = await this.pool.query<{ phone_number: string }>(
      'DELETE FROM phone_codes WHERE profile_id = $1 AND code_hash = $2 RETURNING phone_number',
      [profileId, pending.code_hash],
    );
    return used.rows[0]?.phone_number ?? null; // none: a concurrent call used the code first
  }

  private hash(profileId: string, phoneNumber: string, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${profileId}:${phoneNumber}:${code}`)
      .digest('hex');
  }
}
