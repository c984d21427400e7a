import { Inject, Injectable } from '@nestjs/common';
import { type ReadDb, isUndefinedTable } from '@lens/read-models';
import type { Pool, QueryResultRow } from 'pg';
import { Failure } from '../http/failure';
import { PG_POOL } from '../infrastructure/tokens';

/**
 * What the api's queries over read models run on (libs/read-models' query functions take it):
 * the shared pool, except that until the projector has created a table the answer is 503, never
 * a database error.
 */
@Injectable()
export class ReadModels implements ReadDb {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async query<Row extends QueryResultRow>(text: string, values?: unknown[]) {
    try {
      return await this.pool.query<Row>(text, values);
    } catch (error) {
      if (isUndefinedTable(error)) throw new Failure('SERVICE_UNAVAILABLE');
      throw error;
    }
  }
}
