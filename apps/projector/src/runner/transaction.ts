import type { RecordedEvent } from '@lens/event-store';
import type { Pool, PoolClient } from 'pg';
import type { Projection } from '../projection';

export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export const relevant = (projection: Projection, events: readonly RecordedEvent[]) =>
  events.filter((event) => projection.eventTypes.has(event.type));
