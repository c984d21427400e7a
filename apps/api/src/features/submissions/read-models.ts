import { Inject, Injectable } from '@nestjs/common';
import type { Pool, QueryResultRow } from 'pg';
import { Failure } from '../../platform/http/failure';
import { PG_POOL } from '../../platform/infrastructure/tokens';

const UNDEFINED_TABLE = '42P01';

/**
 * Queries over read models (schemas `read_<projection>`, built by apps/projector). Until the
 * projector has created a table the answer is 503, never a database error.
 */
@Injectable()
export class ReadModels {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async rows<Row extends QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
    try {
      return (await this.pool.query<Row>(sql, values)).rows;
    } catch (error) {
      if ((error as { code?: unknown }).code === UNDEFINED_TABLE)
        throw new Failure('SERVICE_UNAVAILABLE');
      throw error;
    }
  }
}
