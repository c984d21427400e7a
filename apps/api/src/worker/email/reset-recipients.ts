import { Inject, Injectable } from '@nestjs/common';
import { profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Pool } from 'pg';
import { load } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE, PG_POOL } from '../../platform/infrastructure/tokens';
import type { ResetRecipient } from './templates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whom a password reset link goes to: the account the reset belongs to (`password_resets`),
 * at its own address, in its own language, read from the profile's stream. A job carries the
 * reset's id only, so whatever else a job says (a copied or forged one) cannot send a link
 * anywhere else. Null (nothing is sent) for a reset that is unknown or used.
 */
@Injectable()
export class ResetRecipients {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async of(resetId: string): Promise<ResetRecipient | null> {
    if (!UUID.test(resetId)) return null;
    const { rows } = await this.pool.query<{ profileId: string }>(
      `SELECT profile_id AS "profileId" FROM password_resets
        WHERE reset_id = $1 AND used_at IS NULL`,
      [resetId],
    );
    const profileId = rows[0]?.profileId;
    if (!profileId) return null;
    const { state } = await load(this.store, `profile-${profileId}`, profileDecider);
    if (state.kind !== 'registered') return null;
    return { email: state.email, firstName: state.firstName || null, language: state.language };
  }
}
