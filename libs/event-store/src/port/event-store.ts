import type { PoolClient } from 'pg';

/**
 * The event store port. Adapters: PostgreSQL (embedded default) and EventStoreDB.
 *
 * A checkpoint is an opaque string naming a place in `$all`; only the adapter that produced it
 * can compare or resume from it (`<txid>:<position>` on PostgreSQL, `<commit>:<prepare>` on
 * EventStoreDB).
 */
export type Checkpoint = string;

export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface EventMetadata {
  /** Profile that issued the command (absent for system-driven events). */
  actorId?: string;
  /** Admin acting on the actor's behalf (the token's `act.sub`). */
  impersonatorId?: string;
  /** The admin's reason, required when impersonating. */
  comment?: string;
  correlationId?: string;
  causationId?: string;
  schemaVersion: number;
  /**
   * When the writer's clock says the event happened (ISO-8601): the application's clock, which
   * a demo or test may pin (APP_NOW). Read back as `recordedAt`.
   */
  occurredAt?: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Optional client-chosen id (UUID); generated when absent. */
  id?: string;
  type: Type;
  data: Data;
  metadata?: Partial<EventMetadata>;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 0-based revision within the stream. */
  revision: number;
  /** Where the event sits in `$all`. */
  position: Checkpoint;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  /** The writer's `occurredAt` when it gave one, else when the store wrote the event. */
  recordedAt: Date;
}

/** `recordedAt` of a stored event: the writer's clock if it stamped the event, else the store's. */
export function recordedAtOf(
  metadata: Partial<EventMetadata> | null | undefined,
  stored: Date,
): Date {
  const stamped = typeof metadata?.occurredAt === 'string' ? Date.parse(metadata.occurredAt) : NaN;
  return Number.isNaN(stamped) ? stored : new Date(stamped);
}

export interface AppendResult {
  /** Revision of the last event written. */
  nextExpectedRevision: number;
  /** Position of the last event written. */
  position: Checkpoint;
}

export interface ReadStreamOptions {
  fromRevision?: number;
  /** Inclusive upper bound, for folding state "as of" an event. */
  toRevision?: number;
}

export interface ReadAllOptions {
  /** Read events strictly after this checkpoint; `null` reads from the beginning. */
  after: Checkpoint | null;
  limit: number;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Position of the last event returned, or `after` when nothing was returned. */
  checkpoint: Checkpoint | null;
  /**
   * Committed events lie after what was returned (nothing, or a page short of the limit): a
   * transaction that began earlier is still open, and reading past it could skip its events
   * later. Read again shortly.
   */
  heldBack?: boolean;
  /**
   * Events returned, fewer than the limit and nothing held back: every event committed when the
   * page was read (a subscriber waits for the next append instead of reading again at once).
   */
  caughtUp?: boolean;
}

export interface SubscribeOptions {
  after: Checkpoint | null;
  signal?: AbortSignal;
  /** Largest batch yielded at once. */
  maxBatchSize?: number;
}

/**
 * Work done inside an append's transaction: `db` is that transaction, `readStream` reads the
 * appended stream in it (its new events included).
 */
export type InlineWork = (
  db: PoolClient,
  readStream: (fromRevision: number) => Promise<RecordedEvent[]>,
) => Promise<void>;

export interface EventStore {
  append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Stores that keep read models beside the events (PostgreSQL) append and run `inline` in one
   * transaction: the rows a caller reads back next are written with the events (an inline
   * projection). When `inline` fails the events are still appended (without it): `inline` is
   * then false and the read models catch up asynchronously. Absent on other stores.
   */
  appendInline?(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
    inline: InlineWork,
  ): Promise<AppendResult & { inline: boolean }>;
  /** Current revision of a stream, or `null` when it does not exist. */
  streamRevision(stream: string): Promise<number | null>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  /**
   * Catch-up subscription to `$all`: yields non-empty batches in global order, every committed
   * event exactly once, then waits for new ones until the signal aborts.
   */
  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent[]>;
  /** Orders two checkpoints of this store: negative, zero or positive. */
  compare(a: Checkpoint, b: Checkpoint): number;
  /** Cheap liveness probe for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  readonly code = 'WRONG_EXPECTED_VERSION';

  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | null,
  ) {
    super(
      `Stream ${stream}: expected revision ${String(expected)}, actual ${actual === null ? 'no stream' : actual}`,
    );
    this.name = 'WrongExpectedVersion';
  }
}

export const isWrongExpectedVersion = (error: unknown): error is WrongExpectedVersion =>
  error instanceof WrongExpectedVersion ||
  (typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'WRONG_EXPECTED_VERSION');
