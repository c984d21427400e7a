import type { PoolClient } from 'pg';
import type { Checkpoint } from '../port/event-store';

type Queryable = Pick<PoolClient, 'query'>;

/**
 * Consumers' checkpoints in es.checkpoints. `advance` is a compare-and-set: it succeeds only
 * when the stored value is still `previous`, so two racing processors cannot both move it.
 * Call it inside the transaction that writes the consumer's effects.
 */
export const checkpointStore = {
  async load(db: Queryable, name: string): Promise<Checkpoint | null> {
    const { rows } = await db.query<{ checkpoint: string | null }>(
      'SELECT checkpoint FROM es.checkpoints WHERE name = $1',
      [name],
    );
    return rows[0]?.checkpoint ?? null;
  },

  /** Reads the checkpoint and locks its row until the transaction ends. */
  async loadForUpdate(db: Queryable, name: string): Promise<Checkpoint | null> {
    await db.query(
      'INSERT INTO es.checkpoints (name, checkpoint) VALUES ($1, NULL) ON CONFLICT (name) DO NOTHING',
      [name],
    );
    const { rows } = await db.query<{ checkpoint: string | null }>(
      'SELECT checkpoint FROM es.checkpoints WHERE name = $1 FOR UPDATE',
      [name],
    );
    return rows[0]?.checkpoint ?? null;
  },

  async advance(
    db: Queryable,
    name: string,
    previous: Checkpoint | null,
    next: Checkpoint | null,
  ): Promise<boolean> {
    if (previous === null) {
      await db.query(
        'INSERT INTO es.checkpoints (name, checkpoint) VALUES ($1, NULL) ON CONFLICT (name) DO NOTHING',
        [name],
      );
    }
    const { rowCount } = await db.query(
      `UPDATE es.checkpoints SET checkpoint = $3, updated_at = now()
        WHERE name = $1 AND checkpoint IS NOT DISTINCT FROM $2`,
      [name, previous, next],
    );
    return rowCount === 1;
  },

  /** Unconditional write, for rebuilds that replace a consumer's state wholesale. */
  async reset(db: Queryable, name: string, checkpoint: Checkpoint | null): Promise<void> {
    await db.query(
      `INSERT INTO es.checkpoints (name, checkpoint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET checkpoint = EXCLUDED.checkpoint, updated_at = now()`,
      [name, checkpoint],
    );
  },
};
