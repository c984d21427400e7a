import type {
  AppendResult,
  Checkpoint,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
} from '@lens/event-store';
import type { Clock } from '../clock/clock';

/**
 * The event store as the API and the worker write to it: every event carries the app clock's
 * time (`metadata.occurredAt`), which the adapters read back as `recordedAt`, so read models,
 * the audit timeline and integration events show the one clock the product runs on (APP_NOW),
 * never the database server's.
 */
export class ClockedEventStore implements EventStore {
  /** Present when the store underneath can append with inline work (PostgreSQL). */
  readonly appendInline?: EventStore['appendInline'];

  constructor(
    private readonly inner: EventStore,
    private readonly clock: Clock,
  ) {
    const appendInline = inner.appendInline?.bind(inner);
    if (appendInline)
      this.appendInline = (stream, events, expected, inline) =>
        appendInline(stream, this.clocked(events), expected, inline);
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(stream, this.clocked(events), expected);
  }

  private clocked(events: NewEvent[]): NewEvent[] {
    const occurredAt = this.clock.now().toISOString();
    return events.map((event) => ({
      ...event,
      metadata: { ...event.metadata, occurredAt: event.metadata?.occurredAt ?? occurredAt },
    }));
  }

  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.inner.readStream(stream, options);
  }

  streamRevision(stream: string): Promise<number | null> {
    return this.inner.streamRevision(stream);
  }

  readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    return this.inner.readAll(options);
  }

  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent[]> {
    return this.inner.subscribeToAll(options);
  }

  compare(a: Checkpoint, b: Checkpoint): number {
    return this.inner.compare(a, b);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
