import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type InlineWork,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  WrongExpectedVersion,
  recordedAtOf,
} from '../port/event-store';
import { noUpcast, type Upcast } from '../port/upcasting';
import { comparePgCheckpoints, formatPgCheckpoint, parsePgCheckpoint } from './checkpoint';
import { appendSql } from './append-sql';
import { PgListener } from './listener';
import { inTransaction } from './transaction';
import { Wakeup } from './wakeup';

/** Looks while the watermark holds committed events back: after 2, 4, … then every 128 ms. */
const HELD_BACK_FIRST_RETRY_MS = 2;
const HELD_BACK_LAST_RETRY_MS = 128;

export const EVENTS_CHANNEL = 'es_events';

export interface Logger {
  warn(message: string, context?: Record<string, unknown>): void;
  info?(message: string, context?: Record<string, unknown>): void;
}

export interface PostgresEventStoreOptions {
  pool: Pool;
  upcast?: Upcast;
  logger?: Logger;
  /** Fallback poll when no notification arrives (ms). */
  pollIntervalMs?: number;
  /** A reader held back this long by an open transaction logs a warning naming it (ms). */
  stallWarningMs?: number;
  /** Other processes are told of appends at once, then at most once more per this window (ms). */
  notifyThrottleMs?: number;
}

type Queryable = Pick<PoolClient, 'query'>;

interface EventRow {
  position: string;
  txid: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

// The text form of transaction_id gets its own alias: named `transaction_id`, it would shadow the
// column in ORDER BY and sort batches as text ('1000009' < '999999').
const SELECT_COLUMNS =
  'position, transaction_id::text AS txid, event_id, stream_id, revision, type, data, metadata, recorded_at';

export class PostgresEventStore implements EventStore {
  private readonly pool: Pool;
  private readonly upcast: Upcast;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly stallWarningMs: number;
  private readonly wakeup = new Wakeup();
  /** Subscription reads in flight, by generation, checkpoint and size (see `sharedRead`). */
  private readonly reading = new Map<string, Promise<ReadAllResult>>();
  private readonly listener: PgListener;
  private notifyWindow: NodeJS.Timeout | null = null;
  private notifyPending = false;
  private readonly notifyThrottleMs: number;
  private closed = false;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.upcast = options.upcast ?? noUpcast;
    this.logger = options.logger ?? {
      warn: (message, context) => console.warn(message, context ?? ''),
    };
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.stallWarningMs = options.stallWarningMs ?? 5_000;
    this.notifyThrottleMs = options.notifyThrottleMs ?? 5;
    // While it is down, subscribers poll (every `pollIntervalMs`); on reconnection they look at
    // once, for whatever was announced meanwhile.
    this.listener = new PgListener({
      connection: this.pool.options,
      channels: [EVENTS_CHANNEL],
      onNotification: () => this.wakeup.wakeAll(),
      onConnected: () => this.wakeup.wakeAll(),
      logger: this.logger,
    });
  }

  /** Whether the wake-up listener is connected (subscribers fall back to polling otherwise). */
  get listening(): boolean {
    return this.listener.listening;
  }

  async append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    const result = await this.appendWith(this.pool, stream, events, expectedRevision);
    this.notify();
    return result;
  }

  /**
   * Appends inside the caller's transaction (for writes that must commit together with the
   * events). Subscribers are notified when that transaction commits.
   */
  async appendWithin(
    client: PoolClient,
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    const result = await this.appendWith(client, stream, events, expectedRevision);
    await client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, '']);
    return result;
  }

  private async appendWith(
    db: Queryable,
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) return this.appendNothing(db, stream, expectedRevision);
    const payload = JSON.stringify(
      events.map((event) => ({
        id: event.id ?? randomUUID(),
        type: event.type,
        data: event.data ?? null,
        metadata: { schemaVersion: 1, ...event.metadata },
      })),
    );
    const { rows } = await db.query<{
      revision: string | null;
      position: string | null;
      transaction_id: string;
    }>(appendSql(stream, events.length, payload, expectedRevision));
    const row = rows[0];
    if (!row || row.revision === null || row.position === null) {
      throw new WrongExpectedVersion(stream, expectedRevision, await this.revisionWith(db, stream));
    }
    return {
      nextExpectedRevision: Number(row.revision),
      position: formatPgCheckpoint(row.transaction_id, row.position),
    };
  }

  private async appendNothing(
    db: Queryable,
    stream: string,
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const actual = await this.revisionWith(db, stream);
    const matches =
      expected === 'any' || (expected === 'no_stream' ? actual === null : actual === expected);
    if (!matches) throw new WrongExpectedVersion(stream, expected, actual);
    return { nextExpectedRevision: actual ?? -1, position: formatPgCheckpoint(0n, 0n) };
  }

  streamRevision(stream: string): Promise<number | null> {
    return this.revisionWith(this.pool, stream);
  }

  private async revisionWith(db: Queryable, stream: string): Promise<number | null> {
    const { rows } = await db.query<{ revision: string }>(
      'SELECT revision FROM es.streams WHERE stream_id = $1',
      [stream],
    );
    return rows[0] ? Number(rows[0].revision) : null;
  }

  /**
   * The append and its inline work in one transaction. When the inline work fails (and only
   * then), the transaction is rolled back and the events are appended alone: they matter, the
   * inline rows do not (the projector writes them too). No savepoint: a failing inline part is
   * rare (tables not made yet, a rebuild in progress), two statements per append are not. The
   * second append checks the same expected revision, so a writer that got in between is a
   * conflict, as it would have been had it come first.
   */
  async appendInline(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
    inline: InlineWork,
  ): Promise<AppendResult & { inline: boolean }> {
    if (events.length === 0)
      return { ...(await this.append(stream, events, expectedRevision)), inline: false };
    const stage = { inline: false };
    try {
      const appended = await inTransaction(this.pool, async (client) => {
        const result = await this.appendWith(client, stream, events, expectedRevision);
        stage.inline = true;
        await inline(client, (fromRevision) =>
          this.readStreamWith(client, stream, { fromRevision }),
        );
        stage.inline = false; // what fails from here on (the commit) is the append's own failure
        return result;
      });
      this.notify();
      return { ...appended, inline: true };
    } catch (error) {
      if (!stage.inline) throw error;
      this.logger.warn('inline projection failed; appending without it', {
        stream,
        error: error instanceof Error ? error.message : String(error),
      });
      return { ...(await this.append(stream, events, expectedRevision)), inline: false };
    }
  }

  readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.readStreamWith(this.pool, stream, options);
  }

  private async readStreamWith(
    db: Queryable,
    stream: string,
    options: ReadStreamOptions,
  ): Promise<RecordedEvent[]> {
    const { rows } = await db.query<EventRow>({
      name: 'es_read_stream',
      text: `SELECT ${SELECT_COLUMNS} FROM es.events
        WHERE stream_id = $1 AND revision >= $2 AND ($3::bigint IS NULL OR revision <= $3::bigint)
        ORDER BY revision`,
      values: [stream, options.fromRevision ?? 0, options.toRevision ?? null],
    });
    return rows.map((row) => this.toRecorded(row));
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<ReadAllResult> {
    const from = parsePgCheckpoint(after);
    // Only events of transactions older than every transaction still in flight are read: a
    // transaction that took its position earlier but commits later can then never be skipped.
    // When the page is not full, the same round trip says whether committed events wait after
    // it behind such a transaction (one more row, `held_back`): a short page without one is
    // everything committed so far, and its reader need not look again until woken.
    const { rows } = await this.pool.query<EventRow & { held_back: boolean }>({
      // Named, like the append and the stream read: the hottest statements are planned once per connection.
      name: 'es_read_all',
      text: `WITH page AS (
         SELECT ${SELECT_COLUMNS}, transaction_id AS tx_order, false AS held_back FROM es.events
          WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)
            AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY es.events.transaction_id, es.events.position
          LIMIT $3)
       SELECT * FROM page
       UNION ALL
       SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, true
        WHERE (SELECT count(*) FROM page) < $3
          -- Not EXISTS: the planner cannot estimate a row comparison, and an EXISTS over the
          -- whole table at the tail (where nothing matches) scanned every event. In index order
          -- with LIMIT 1, after the page's last event (scalar subqueries: index conditions), it
          -- is one index probe.
          AND (SELECT true FROM es.events
                WHERE (transaction_id, position) > (
                  coalesce((SELECT max(tx_order) FROM page), $1::text::xid8),
                  coalesce((SELECT position FROM page ORDER BY tx_order DESC, position DESC LIMIT 1), $2::bigint))
                ORDER BY transaction_id, position LIMIT 1)
       ORDER BY tx_order, position`,
      values: [from.transactionId.toString(), from.position.toString(), limit],
    });
    const heldBack = rows[rows.length - 1]?.held_back === true;
    const events = (heldBack ? rows.slice(0, -1) : rows).map((row) => this.toRecorded(row));
    if (events.length === 0) return { events, checkpoint: after, heldBack };
    return {
      events,
      checkpoint: events[events.length - 1]!.position,
      ...(heldBack ? { heldBack } : {}),
      ...(!heldBack && events.length < limit ? { caughtUp: true } : {}),
    };
  }

  async *subscribeToAll({
    after,
    signal,
    maxBatchSize = 500,
  }: SubscribeOptions): AsyncIterable<RecordedEvent[]> {
    this.listener.start();
    let checkpoint = after;
    let idleSince: number | null = null;
    let warnedAt = 0;
    let retryMs = 0;
    while (!signal?.aborted && !this.closed) {
      const generation = this.wakeup.generation;
      const page = await this.sharedRead(generation, checkpoint, maxBatchSize);
      const events = this.strictlyAfter(checkpoint, page.events);
      if (events.length > 0) {
        checkpoint = events[events.length - 1]!.position;
        idleSince = null;
        retryMs = 0;
        yield events;
        // A short page with nothing held back was all there was when it was read: the next
        // read waits for a wake-up (an append since the read) instead of finding nothing.
        if (page.caughtUp) await this.wakeup.wait(generation, this.pollIntervalMs, signal);
        continue;
      }
      // Events held back behind an open transaction (anyone's, anywhere in the cluster), whose
      // end may wake no one: look again soon, backing off, rather than at the next poll.
      retryMs = page.heldBack
        ? Math.min(retryMs > 0 ? retryMs * 2 : HELD_BACK_FIRST_RETRY_MS, HELD_BACK_LAST_RETRY_MS)
        : 0;
      idleSince ??= Date.now();
      if (
        Date.now() - idleSince >= this.stallWarningMs &&
        Date.now() - warnedAt >= this.stallWarningMs
      ) {
        warnedAt = Date.now();
        await this.warnIfHeldBack(checkpoint);
      }
      await this.wakeup.wait(generation, retryMs || this.pollIntervalMs, signal);
    }
  }

  /**
   * One query for every subscription of this store that asks for the same page in the same
   * wake-up generation: the projector's read models follow $all side by side and wake together,
   * so they would otherwise read the same page once each. A read begun in an earlier generation
   * is never shared (it may predate the events that woke the subscriber).
   */
  private sharedRead(
    generation: number,
    after: Checkpoint | null,
    limit: number,
  ): Promise<ReadAllResult> {
    const key = `${generation} ${after ?? ''} ${limit}`;
    let read = this.reading.get(key);
    if (!read) {
      read = this.readAll({ after, limit }).finally(() => this.reading.delete(key));
      this.reading.set(key, read);
    }
    return read;
  }

  compare(a: Checkpoint, b: Checkpoint): number {
    return comparePgCheckpoints(a, b);
  }

  /**
   * Defence in depth for exactly-once delivery: a subscriber only ever receives positions that
   * strictly increase from its checkpoint; anything else is dropped and reported.
   */
  private strictlyAfter(checkpoint: Checkpoint | null, events: RecordedEvent[]): RecordedEvent[] {
    let last = checkpoint;
    const fresh: RecordedEvent[] = [];
    for (const event of events) {
      if (last === null || comparePgCheckpoints(event.position, last) > 0) {
        fresh.push(event);
        last = event.position;
      }
    }
    if (fresh.length !== events.length) {
      this.logger.warn('event store read returned events out of order; dropped them', {
        checkpoint,
        dropped: events.filter((event) => !fresh.includes(event)).map((event) => event.position),
      });
    }
    return fresh;
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM es.streams LIMIT 1');
  }

  /** The newest position readers may see right now (for lag and progress reporting). */
  async headCheckpoint(): Promise<Checkpoint | null> {
    const { rows } = await this.pool.query<{ txid: string; position: string }>(
      `SELECT transaction_id::text AS txid, position FROM es.events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY es.events.transaction_id DESC, es.events.position DESC LIMIT 1`,
    );
    return rows[0] ? formatPgCheckpoint(rows[0].txid, rows[0].position) : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.notifyWindow) clearTimeout(this.notifyWindow);
    this.wakeup.wakeAll();
    await this.listener.close();
  }

  private toRecorded(row: EventRow): RecordedEvent {
    return this.upcast({
      id: row.event_id,
      streamId: row.stream_id,
      revision: Number(row.revision),
      position: formatPgCheckpoint(row.txid, row.position),
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      recordedAt: recordedAtOf(row.metadata, row.recorded_at),
    });
  }

  /** Wakes this process's subscribers at once and, through NOTIFY, every other process's. */
  private notify(): void {
    this.wakeup.wakeAll();
    if (this.closed) return;
    // Sent after commit and throttled: at once when quiet (no added lag), then at most one more
    // per window however fast appends come (NOTIFY inside the append would serialise commits on
    // PostgreSQL's notification lock and cost throughput).
    if (this.notifyWindow) {
      this.notifyPending = true;
      return;
    }
    this.sendNotify();
    this.notifyWindow = setTimeout(() => {
      this.notifyWindow = null;
      if (this.notifyPending) {
        this.notifyPending = false;
        this.notify();
      }
    }, this.notifyThrottleMs);
  }

  private sendNotify(): void {
    this.pool
      .query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, ''])
      .catch((error: unknown) =>
        this.logger.warn('event store notify failed', { error: String(error) }),
      );
  }

  private async warnIfHeldBack(checkpoint: Checkpoint | null): Promise<void> {
    const from = parsePgCheckpoint(checkpoint);
    const { rows } = await this.pool.query<{
      pid: number;
      xact_start: Date;
      state: string;
      query: string;
    }>(
      `SELECT a.pid, a.xact_start, a.state, left(a.query, 200) AS query
         FROM pg_stat_activity a
        WHERE a.backend_xid IS NOT NULL
          AND a.backend_xid::text::bigint = (pg_snapshot_xmin(pg_current_snapshot())::text::bigint % 4294967296)
          AND EXISTS (SELECT 1 FROM es.events e WHERE (e.transaction_id, e.position) > ($1::text::xid8, $2::bigint))`,
      [from.transactionId.toString(), from.position.toString()],
    );
    for (const blocker of rows) {
      this.logger.warn('event store readers are held back by an open transaction', {
        pid: blocker.pid,
        since: blocker.xact_start,
        state: blocker.state,
        query: blocker.query,
      });
    }
  }
}
