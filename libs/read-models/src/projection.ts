import type { RecordedEvent } from '@lens/event-store';
import type { PoolClient } from 'pg';

export type Queryable = Pick<PoolClient, 'query'>;

/**
 * A read model built from events. Its tables live in one PostgreSQL schema whose name the runner
 * passes in: the live schema normally, a fresh one during a rebuild, so handlers never hard-code
 * it. Every row is derived from exactly one stream, so one stream can be forgotten and replayed.
 */
export interface Projection {
  readonly name: string;
  /** Bump when the tables or the handling change: the projector then rebuilds it. */
  readonly version: number;
  /** Event types this projection reads; batches are filtered to them. */
  readonly eventTypes: ReadonlySet<string>;
  createTables(db: Queryable, schema: string): Promise<void>;
  /** Applies a batch (in global order) inside the runner's transaction. */
  apply(db: Queryable, schema: string, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Read models an append also writes inline (PostgreSQL only): brings the rows of the appended
   * stream up to date from its events, inside the append's transaction. Events already folded
   * in are skipped, by the projector too.
   */
  applyInline?(
    db: Queryable,
    schema: string,
    streamEvents: readonly RecordedEvent[],
  ): Promise<void>;
  /** Deletes every row derived from the stream, for re-projection of that stream alone. */
  forgetStream(db: Queryable, schema: string, streamId: string): Promise<void>;
}

/** Quotes an SQL identifier (schema names are interpolated, never bound). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
