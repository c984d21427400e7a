import { Inject, Injectable } from '@nestjs/common';
import { expressClaimsWaitingFor, isUndefinedTable } from '@lens/read-models';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/infrastructure/tokens';

const SHOWN = 10;

/**
 * The express rewards waiting for a signed-in patient (`expressSubmissionsList`, spec 000 §3),
 * newest first; none before the projector has built the read model (nothing to announce yet).
 */
@Injectable()
export class ExpressNotices {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async waitingFor(profileId: string): Promise<string[]> {
    try {
      return await expressClaimsWaitingFor(this.pool, profileId, SHOWN);
    } catch (error) {
      if (isUndefinedTable(error)) return [];
      throw error;
    }
  }
}
