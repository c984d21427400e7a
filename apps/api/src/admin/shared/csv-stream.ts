import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Statement } from '@lens/read-models';
import type { Pool } from 'pg';
import QueryStream from 'pg-query-stream';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { ReadModels } from '../../platform/read-models/read-models';
import { csvOptions } from './csv-cells';

/** Rows fetched from the cursor at a time: what is in memory on the server, at most. */
const CURSOR_BATCH = 500;

export interface CsvDownload {
  /** The file name the browser saves (ASCII, no quotes). */
  fileName: string;
  /** The CSV's columns, in order: each a column of the query's rows. */
  columns: readonly string[];
  rows: Statement;
}

/**
 * Streams a query's rows as CSV to the response, from a PostgreSQL cursor (pg-query-stream)
 * through csv-stringify, with back-pressure all the way: memory stays constant whatever the
 * number of rows. A query that cannot run (a read model not built yet) fails before any byte is
 * sent, as a 503 in the API's error shape.
 */
@Injectable()
export class CsvStreams {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly readModels: ReadModels,
  ) {}

  async send(response: Response, download: CsvDownload): Promise<void> {
    const { text, values } = download.rows;
    await this.readModels.query(`SELECT * FROM (${text}) AS q LIMIT 0`, [...values]);
    const client = await this.pool.connect();
    let failed = false;
    try {
      // The cursor stays open while the client downloads: the pool's statement timeout would
      // cut a long export off, so this session has none.
      await client.query('SET statement_timeout = 0');
      const rows = client.query(new QueryStream(text, [...values], { batchSize: CURSOR_BATCH }));
      response.status(200).set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${download.fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await pipeline(rows, stringify(csvOptions(download.columns)), response);
    } catch (error) {
      failed = true;
      // Headers (and rows) may be out already: the client sees a cut-off download.
      if (!response.headersSent) throw error;
      response.destroy(error as Error);
    } finally {
      // A connection whose cursor broke off is not handed to the next caller.
      if (!failed) await client.query('RESET statement_timeout').catch(() => (failed = true));
      client.release(failed);
    }
  }
}
