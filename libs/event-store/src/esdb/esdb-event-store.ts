import { randomUUID } from 'node:crypto';
import {
  ANY,
  type AllStreamResolvedEvent,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  type Position,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
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

/** `<commit>:<prepare>` of the event's place in EventStoreDB's transaction log. */
export const formatEsdbCheckpoint = (position: Position): Checkpoint =>
  `${position.commit}:${position.prepare}`;

export function parseEsdbCheckpoint(checkpoint: Checkpoint): Position {
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(checkpoint);
  if (!match) throw new Error(`Not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export function compareEsdbCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const left = parseEsdbCheckpoint(a);
  const right = parseEsdbCheckpoint(b);
  if (left.commit !== right.commit) return left.commit < right.commit ? -1 : 1;
  if (left.prepare !== right.prepare) return left.prepare < right.prepare ? -1 : 1;
  return 0;
}

const isOurs = (type: string) => !type.startsWith('$');

export interface EsdbEventStoreOptions {
  connectionString: string;
  upcast?: Upcast;
}

export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly upcast: Upcast;

  constructor(options: EsdbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
    this.upcast = options.upcast ?? noUpcast;
  }

  async append(
    stream: string,
    events: NewEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        stream,
        events.map((event) =>
          jsonEvent({
            id: event.id ?? randomUUID(),
            type: event.type,
            data: (event.data ?? null) as Record<string, unknown>,
            metadata: { schemaVersion: 1, ...event.metadata },
          }),
        ),
        {
          expectedRevision:
            expectedRevision === 'any'
              ? ANY
              : expectedRevision === 'no_stream'
                ? NO_STREAM
                : BigInt(expectedRevision),
        },
      );
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: result.position ? formatEsdbCheckpoint(result.position) : '0:0',
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : null;
        throw new WrongExpectedVersion(stream, expectedRevision, actual);
      }
      throw error;
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: options.fromRevision ? BigInt(options.fromRevision) : START,
      });
      for await (const resolved of read) {
        const recorded = resolved.event;
        if (!recorded) continue;
        if (options.toRevision !== undefined && Number(recorded.revision) > options.toRevision)
          break;
        events.push(this.toRecorded(recorded, recorded.position));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async streamRevision(stream: string): Promise<number | null> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: 'backwards',
        fromRevision: 'end',
        maxCount: 1,
      })) {
        if (resolved.event) return Number(resolved.event.revision);
      }
      return null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<ReadAllResult> {
    const events: RecordedEvent[] = [];
    // readAll starts at (and includes) its position; skip the one we already have.
    const read = this.client.readAll({
      direction: FORWARDS,
      fromPosition: after ? parseEsdbCheckpoint(after) : START,
      maxCount: limit + 1,
    });
    for await (const resolved of read) {
      const recorded = this.fromAll(resolved);
      if (!recorded || (after && this.compare(recorded.position, after) <= 0)) continue;
      events.push(recorded);
      if (events.length === limit) break;
    }
    return { events, checkpoint: events.length ? events[events.length - 1]!.position : after };
  }

  async *subscribeToAll({
    after,
    signal,
    maxBatchSize = 500,
  }: SubscribeOptions): AsyncIterable<RecordedEvent[]> {
    // Catch up by pages, then follow live; the live subscription is drained into batches so a
    // burst is handled as one batch rather than one event at a time.
    let checkpoint = after;
    for (;;) {
      if (signal?.aborted) return;
      const page = await this.readAll({ after: checkpoint, limit: maxBatchSize });
      if (page.events.length === 0) break;
      checkpoint = page.checkpoint;
      yield page.events;
    }
    const subscription = this.client.subscribeToAll({
      fromPosition: checkpoint ? parseEsdbCheckpoint(checkpoint) : START,
      filter: excludeSystemEvents(),
    });
    const buffer: RecordedEvent[] = [];
    const waiting: { wake: (() => void) | null } = { wake: null };
    const wake = () => waiting.wake?.();
    let failure: unknown = null;
    let ended = false;
    const stop = () => {
      ended = true;
      void subscription.unsubscribe();
      wake();
    };
    signal?.addEventListener('abort', stop, { once: true });
    // A stop that came during the catch-up's last read has fired already.
    if (signal?.aborted) stop();
    const pump = (async () => {
      try {
        for await (const resolved of subscription) {
          const recorded = this.fromAll(resolved);
          if (!recorded || (checkpoint && this.compare(recorded.position, checkpoint) <= 0))
            continue;
          buffer.push(recorded);
          wake();
        }
      } catch (error) {
        if (!ended) failure = error;
      } finally {
        ended = true;
        wake();
      }
    })();
    try {
      while (!ended || buffer.length > 0) {
        if (buffer.length === 0) {
          await new Promise<void>((resolve) => (waiting.wake = resolve));
          waiting.wake = null;
          continue;
        }
        const batch = buffer.splice(0, maxBatchSize);
        checkpoint = batch[batch.length - 1]!.position;
        yield batch;
      }
      if (failure) throw failure;
    } finally {
      signal?.removeEventListener('abort', stop);
      stop();
      await pump;
    }
  }

  compare(a: Checkpoint, b: Checkpoint): number {
    return compareEsdbCheckpoints(a, b);
  }

  async ping(): Promise<void> {
    for await (const _ of this.client.readAll({
      direction: FORWARDS,
      fromPosition: START,
      maxCount: 1,
    }))
      break;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private fromAll(resolved: AllStreamResolvedEvent): RecordedEvent | null {
    const recorded = resolved.event;
    if (!recorded || !isOurs(recorded.type) || recorded.streamId.startsWith('$')) return null;
    return this.toRecorded(recorded, recorded.position);
  }

  private toRecorded(
    recorded: {
      id: string;
      streamId: string;
      revision: bigint;
      type: string;
      data: unknown;
      metadata?: unknown;
      created: Date;
    },
    position: Position | undefined,
  ): RecordedEvent {
    const metadata = (recorded.metadata ?? { schemaVersion: 1 }) as EventMetadata;
    return this.upcast({
      id: recorded.id,
      streamId: recorded.streamId,
      revision: Number(recorded.revision),
      position: position ? formatEsdbCheckpoint(position) : '0:0',
      type: recorded.type,
      data: recorded.data,
      metadata: { ...metadata, schemaVersion: metadata.schemaVersion ?? 1 },
      recordedAt: recordedAtOf(metadata, recorded.created),
    });
  }
}
