import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { PROFILES_TABLE, EXPRESS_CLAIMS_TABLE } from '@lens/read-models';

const UNDEFINED_TABLE = '42P01';
const SHOWN = 10;

/**
 * The express rewards waiting for a signed-in patient (`expressSubmissionsList`, spec 000 §3):
 * checkout claims sent to the profile's e-mail, or claimed with it, neither confirmed nor
 * declined, newest first. Only claims made since the profile was registered count: the claim
 * link is the claimant's credential, and registering someone else's address afterwards must not
 * hand it over (docs/decisions.md "Express claims").
 */
@Injectable()
export class ExpressNotices {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async waitingFor(profileId: string): Promise<string[]> {
    try {
      const { rows } = await this.pool.query<{ submission_id: string }>(
        `SELECT c.submission_id
           FROM ${PROFILES_TABLE} p
           JOIN ${EXPRESS_CLAIMS_TABLE} c
             ON (c.contact_email = lower(p.email) AND c.offered_at >= p.registered_at)
             OR (c.claimant_email = lower(p.email) AND c.claimed_at >= p.registered_at)
          WHERE p.profile_id = $1 AND c.state IN ('open', 'claimed')
          ORDER BY c.created_at DESC, c.submission_id
          LIMIT ${SHOWN}`,
        [profileId],
      );
      return rows.map((row) => row.submission_id);
    } catch (error) {
      // Before the projector has built the read model there is nothing to announce yet.
      if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return [];
      throw error;
    }
  }
}
