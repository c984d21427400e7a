import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@lens/domain';
import type { Pool, QueryResultRow } from 'pg';
import { Failure } from '../../platform/http/failure';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import type { ProfileFacts } from './profile-view';
import { profilesQueries } from '@lens/read-models';

const UNDEFINED_TABLE = '42P01';

/**
 * Queries over the `profiles` read model (libs/read-models, built by apps/projector).
 * Before the projector has created its tables the answer is 503, never a database error.
 */
@Injectable()
export class ProfilesReadModel {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async query<Row extends QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
    try {
      return (await this.pool.query<Row>(sql, values)).rows;
    } catch (error) {
      if ((error as { code?: unknown }).code === UNDEFINED_TABLE)
        throw new Failure('SERVICE_UNAVAILABLE');
      throw error;
    }
  }

  async profile(profileId: string): Promise<ProfileFacts | null> {
    const [row] = await this.query<ProfileFacts>(profilesQueries.profile, [profileId]);
    return row ? { ...row, language: row.language as Language } : null;
  }
}
