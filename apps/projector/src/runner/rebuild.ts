import {
  type Checkpoint,
  type EventStore,
  type ReadAllResult,
  checkpointStore,
  inTransaction,
} from '@lens/event-store';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { type Projection, ident, liveSchema } from '../projection';
import { announceProgress, checkpointName, lockBatch } from './locks';
import { pause } from './pause';
import { relevant } from './transaction';

/** How long a rebuild waits for events held back behind an open transaction, and how often. */
const HELD_BACK_PATIENCE_MS = 30_000;
const HELD_BACK_PAUSE_MS = 10;

export interface RebuildOptions {
  pool: Pool;
  store: EventStore;
  logger: Logger;
  /** Events per transaction while rebuilding. */
  rebuildBatchSize?: number;
}

export interface RebuildResult {
  events: number;
  checkpoint: Checkpoint | null;
  ms: number;
}

/**
 * Makes a projection's live tables ready: creates them on first run, rebuilds them when the
 * stored version differs from the code's.
 */
export async function ensureReady(options: RebuildOptions, projection: Projection): Promise<void> {
  const { rows } = await options.pool.query<{ version: number }>(
    'SELECT version FROM projector.projections WHERE name = $1',
    [projection.name],
  );
  const stored = rows[0]?.version;
  if (stored === projection.version) return;
  if (stored === undefined) {
    const live = liveSchema(projection);
    await inTransaction(options.pool, async (client) => {
      await lockBatch(client, projection.name);
      await client.query(`DROP SCHEMA IF EXISTS ${ident(live)} CASCADE`);
      await client.query(`CREATE SCHEMA ${ident(live)}`);
      await projection.createTables(client, live);
      await checkpointStore.reset(client, checkpointName(projection.name), null);
      await recordVersion(client, projection);
    });
    options.logger.info(
      { projection: projection.name, version: projection.version },
      'projection created',
    );
    return;
  }
  options.logger.info(
    { projection: projection.name, from: stored, to: projection.version },
    'projection version changed',
  );
  await rebuild(options, projection);
}

const recordVersion = (db: { query: Pool['query'] }, projection: Projection) =>
  db.query(
    `INSERT INTO projector.projections (name, version, schema_name) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, schema_name = EXCLUDED.schema_name, rebuilt_at = now()`,
    [projection.name, projection.version, liveSchema(projection)],
  );

/**
 * Builds the projection into fresh tables from position 0 while the live tables keep serving,
 * then, under the batch lock, catches up the last events and swaps the schemas in one
 * transaction. A live runner's next batch then finds the checkpoint replaced and resumes from it.
 */
export async function rebuild(
  options: RebuildOptions,
  projection: Projection,
): Promise<RebuildResult> {
  const started = Date.now();
  const live = liveSchema(projection);
  const next = `${live}__next`;
  const old = `${live}__old`;
  const batchSize = options.rebuildBatchSize ?? 5_000;
  const log = options.logger.child({ projection: projection.name });

  await inTransaction(options.pool, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${ident(next)} CASCADE`);
    await client.query(`CREATE SCHEMA ${ident(next)}`);
    await projection.createTables(client, next);
  });

  let checkpoint: Checkpoint | null = null;
  let count = 0;
  let heldBack = false;
  const readPage = (after: Checkpoint | null) => options.store.readAll({ after, limit: batchSize });
  /** Moves past a page; returns how many events it held. */
  const advance = (page: ReadAllResult) => {
    checkpoint = page.checkpoint;
    count += page.events.length;
    heldBack = page.heldBack === true;
    return page.events.length;
  };
  /** Applies a page of $all to the fresh tables; returns how many events it held. */
  const applyRead = async (client: { query: Pool['query'] }, page: ReadAllResult) => {
    const mine = relevant(projection, page.events);
    if (mine.length > 0) await projection.apply(client, next, mine);
    return advance(page);
  };
  const applyPage = async (client: { query: Pool['query'] }) =>
    applyRead(client, await readPage(checkpoint));

  // Each page is applied in a transaction of its own while the next one is read on another
  // connection: PostgreSQL reads ahead while this process folds. No connection is held while
  // waiting for another (with several rebuilds at once, that could take the whole pool).
  // An empty page is the end only when nothing is held back behind an open transaction
  // elsewhere; otherwise wait for it (a while at most: the live runner catches up the rest).
  const building = Date.now() + HELD_BACK_PATIENCE_MS;
  /**
   * Applies the page `reading` brings while the one after it is read; returns that read, or null
   * at the end. A page lives in this call only, so it is garbage once applied: held in the loop
   * while the next page was parsed, it slowed the rebuilds that apply little by a fifth or more.
   */
  const applyAhead = async (
    reading: Promise<ReadAllResult>,
  ): Promise<{ next: Promise<ReadAllResult> } | null> => {
    const page = await reading;
    if (page.events.length === 0) {
      advance(page);
      if (!heldBack || Date.now() > building) return null;
      await pause(HELD_BACK_PAUSE_MS);
      return { next: readPage(checkpoint) };
    }
    const ahead = readPage(page.checkpoint);
    // Awaited on the next turn; if this page's transaction fails first, it must not go unhandled.
    ahead.catch(() => undefined);
    // A page with nothing for this projection needs no transaction.
    const mine = relevant(projection, page.events);
    if (mine.length > 0)
      await inTransaction(options.pool, (client) => projection.apply(client, next, mine));
    advance(page);
    if (count % (batchSize * 20) < batchSize) log.info({ events: count }, 'rebuild progress');
    return { next: ahead };
  };
  for (let step = await applyAhead(readPage(checkpoint)); step;) step = await applyAhead(step.next);

  await inTransaction(options.pool, async (client) => {
    await lockBatch(client, projection.name);
    // No waiting here: once this transaction has written, it holds the watermark back itself.
    // Whatever it cannot see yet, the live runner applies after the swap.
    while ((await applyPage(client)) > 0);
    await client.query(`DROP SCHEMA IF EXISTS ${ident(old)} CASCADE`);
    const { rowCount: liveExists } = await client.query(
      'SELECT 1 FROM pg_namespace WHERE nspname = $1',
      [live],
    );
    if (liveExists) await client.query(`ALTER SCHEMA ${ident(live)} RENAME TO ${ident(old)}`);
    await client.query(`ALTER SCHEMA ${ident(next)} RENAME TO ${ident(live)}`);
    await checkpointStore.reset(client, checkpointName(projection.name), checkpoint);
    await recordVersion(client, projection);
    await announceProgress(client, projection.name, checkpoint);
  });
  await options.pool.query(`DROP SCHEMA IF EXISTS ${ident(old)} CASCADE`);

  const result = { events: count, checkpoint, ms: Date.now() - started };
  log.info(result, 'rebuild swapped in');
  return result;
}

/**
 * Re-projects one stream: forgets its rows and applies its events again, up to the projection's
 * checkpoint (later events arrive through the live runner as usual).
 */
export async function reprojectStream(
  options: Pick<RebuildOptions, 'pool' | 'store'>,
  projection: Projection,
  streamId: string,
): Promise<number> {
  const events = await options.store.readStream(streamId);
  return inTransaction(options.pool, async (client) => {
    await lockBatch(client, projection.name);
    const checkpoint = await checkpointStore.load(client, checkpointName(projection.name));
    const upTo =
      checkpoint === null
        ? []
        : events.filter((e) => options.store.compare(e.position, checkpoint) <= 0);
    await projection.forgetStream(client, liveSchema(projection), streamId);
    const mine = relevant(projection, upTo);
    if (mine.length > 0) await projection.apply(client, liveSchema(projection), mine);
    return mine.length;
  });
}
