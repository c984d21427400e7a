import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Role } from '../../platform/auth/tokens';
import { PG_POOL } from '../../platform/infrastructure/tokens';

export interface Credential {
  profileId: string;
  email: string;
  passwordHash: string;
  role: Role;
}

/** The profile's phone number on file (10 digits) and whether a two-step code proved it. */
export interface PhoneOnFile {
  number: string | null;
  verified: boolean;
}

export interface NewCredential extends Credential {
  phoneNumber: string | null;
  createdAt: Date;
}

/** The `profile_credentials` table: who may sign in, with which password hash and role. */
@Injectable()
export class Credentials {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Claims the e-mail for a new profile; false when another profile holds it already. */
  async reserve(credential: NewCredential): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO profile_credentials
         (profile_id, email, password_hash, role, phone_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [
        credential.profileId,
        credential.email,
        credential.passwordHash,
        credential.role,
        credential.phoneNumber,
        credential.createdAt,
      ],
    );
    return rowCount === 1;
  }

  /** Gives a reservation back (the profile's stream could not be started). */
  async release(profileId: string): Promise<void> {
    await this.pool.query('DELETE FROM profile_credentials WHERE profile_id = $1', [profileId]);
  }

  async findByEmail(email: string): Promise<Credential | null> {
    const { rows } = await this.pool.query<Credential>(
      `SELECT profile_id AS "profileId", email, password_hash AS "passwordHash", role
         FROM profile_credentials WHERE lower(email) = lower($1)`,
      [email],
    );
    return rows[0] ?? null;
  }

  /** The phone on file; none (and unverified) for a profile without sign-in data. */
  async phoneOf(profileId: string): Promise<PhoneOnFile> {
    const { rows } = await this.pool.query<{ number: string | null; verified: boolean }>(
      `SELECT phone_number AS number, phone_number IS NOT NULL AND phone_verified_at IS NOT NULL
              AS verified
         FROM profile_credentials WHERE profile_id = $1`,
      [profileId],
    );
    return rows[0] ?? { number: null, verified: false };
  }

  /**
   * The phone a texted code proved, as the profile stream's `PhoneNumberVerified` says (the event
   * is written first; this row follows it). An older fact never overwrites a newer one.
   */
  async recordVerifiedPhone(profileId: string, phoneNumber: string, at: Date): Promise<void> {
    await this.pool.query(
      `UPDATE profile_credentials SET phone_number = $2, phone_verified_at = $3
        WHERE profile_id = $1 AND (phone_verified_at IS NULL OR phone_verified_at <= $3)`,
      [profileId, phoneNumber, at],
    );
  }

  async replaceHash(profileId: string, passwordHash: string): Promise<void> {
    await this.pool.query(
      'UPDATE profile_credentials SET password_hash = $2 WHERE profile_id = $1',
      [profileId, passwordHash],
    );
  }
}
