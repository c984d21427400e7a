import { randomUUID } from 'node:crypto';
import {
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  isWrongExpectedVersion,
} from '../port/event-store';

export interface ContractSubject {
  store: EventStore;
  cleanup(): Promise<void>;
}

const event = (type: string, data: unknown = {}, metadata?: NewEvent['metadata']): NewEvent => ({
  type,
  data,
  metadata,
});

/** A stream name unique to one test, so adapters sharing a server never see each other. */
const uniqueStream = (prefix: string) => `${prefix}-${randomUUID()}`;

async function collect(
  store: EventStore,
  until: (seen: RecordedEvent[]) => boolean,
  options: { after?: string | null; timeoutMs?: number; streamPrefix?: string } = {},
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  try {
    for await (const batch of store.subscribeToAll({
      after: options.after ?? null,
      signal: controller.signal,
    })) {
      for (const recorded of batch) {
        if (!options.streamPrefix || recorded.streamId.startsWith(options.streamPrefix))
          seen.push(recorded);
      }
      if (until(seen)) break;
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return seen;
}

/**
 * The behaviour every adapter must have. `subject()` gives a store over a database the test may
 * write to; tests use unique stream names so a shared server (EventStoreDB) is fine.
 */
export function eventStoreContract(adapter: string, subject: () => Promise<ContractSubject>): void {
  describe(`${adapter} event store contract`, () => {
    let current: ContractSubject;
    let store: EventStore;

    beforeAll(async () => {
      current = await subject();
      store = current.store;
    });
    afterAll(async () => {
      await current.cleanup();
    });

    describe('append and read a stream', () => {
      it('numbers a new stream from revision 0 and reads it forwards with its metadata', async () => {
        const stream = uniqueStream('contract');
        const metadata = {
          actorId: 'profile-1',
          impersonatorId: 'admin-7',
          comment: 'called the patient',
          correlationId: 'corr-1',
          causationId: 'cause-1',
          schemaVersion: 2,
        };
        const result = await store.append(
          stream,
          [event('A', { n: 1 }, metadata), event('B', { n: 2 })],
          'no_stream',
        );
        expect(result.nextExpectedRevision).toBe(1);

        const events = await store.readStream(stream);
        expect(events.map((e) => [e.type, e.revision, e.data])).toEqual([
          ['A', 0, { n: 1 }],
          ['B', 1, { n: 2 }],
        ]);
        expect(events[0]!.metadata).toEqual(metadata);
        expect(events[1]!.metadata.schemaVersion).toBe(1);
        expect(events[0]!.streamId).toBe(stream);
        expect(events[0]!.recordedAt).toBeInstanceOf(Date);
        expect(await store.streamRevision(stream)).toBe(1);
      });

      it('gives the writer’s clock (metadata.occurredAt) as recordedAt, else its own time', async () => {
        const stream = uniqueStream('contract');
        const occurredAt = '2025-09-15T15:00:00.000Z';
        await store.append(
          stream,
          [event('A', {}, { schemaVersion: 1, occurredAt }), event('B')],
          'no_stream',
        );
        const [stamped, unstamped] = await store.readStream(stream);
        expect(stamped!.recordedAt.toISOString()).toBe(occurredAt);
        expect(Math.abs(unstamped!.recordedAt.getTime() - Date.now())).toBeLessThan(60_000);
        // $all shows it once no transaction anywhere on the server holds readers back.
        let inAll: RecordedEvent | undefined;
        for (const deadline = Date.now() + 10_000; !inAll && Date.now() < deadline;) {
          const { events } = await store.readAll({ after: null, limit: 100_000 });
          inAll = events.find((e) => e.streamId === stream);
          if (!inAll) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(inAll?.recordedAt.toISOString()).toBe(occurredAt);
      });

      it('reads a stream from a revision and up to a revision', async () => {
        const stream = uniqueStream('contract');
        await store.append(stream, [event('A'), event('B'), event('C'), event('D')], 'no_stream');
        expect((await store.readStream(stream, { fromRevision: 2 })).map((e) => e.type)).toEqual([
          'C',
          'D',
        ]);
        expect((await store.readStream(stream, { toRevision: 1 })).map((e) => e.type)).toEqual([
          'A',
          'B',
        ]);
      });

      it('reads an unknown stream as empty', async () => {
        const stream = uniqueStream('missing');
        expect(await store.readStream(stream)).toEqual([]);
        expect(await store.streamRevision(stream)).toBeNull();
      });

      it('keeps a client-chosen event id', async () => {
        const stream = uniqueStream('contract');
        const id = randomUUID();
        await store.append(stream, [{ id, type: 'A', data: {} }], 'any');
        expect((await store.readStream(stream))[0]!.id).toBe(id);
      });
    });

    describe('expected revision', () => {
      it('no_stream fails on an existing stream', async () => {
        const stream = uniqueStream('contract');
        await store.append(stream, [event('A')], 'no_stream');
        const failure = await store
          .append(stream, [event('B')], 'no_stream')
          .catch((e: unknown) => e);
        expect(isWrongExpectedVersion(failure)).toBe(true);
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('an exact revision succeeds when it matches and fails when it does not', async () => {
        const stream = uniqueStream('contract');
        await store.append(stream, [event('A'), event('B')], 'no_stream');
        const ok = await store.append(stream, [event('C')], 1);
        expect(ok.nextExpectedRevision).toBe(2);
        const stale = await store.append(stream, [event('D')], 1).catch((e: unknown) => e);
        expect(isWrongExpectedVersion(stale)).toBe(true);
        const missing = await store
          .append(uniqueStream('contract'), [event('A')], 0)
          .catch((e: unknown) => e);
        expect(isWrongExpectedVersion(missing)).toBe(true);
      });

      it('any appends to new and existing streams', async () => {
        const stream = uniqueStream('contract');
        await store.append(stream, [event('A')], 'any');
        const second = await store.append(stream, [event('B'), event('C')], 'any');
        expect(second.nextExpectedRevision).toBe(2);
      });

      it('of conflicting appends to one stream exactly one wins', async () => {
        const stream = uniqueStream('contract');
        await store.append(stream, [event('Created')], 'no_stream');
        const attempts = await Promise.allSettled(
          Array.from({ length: 12 }, (_, i) =>
            store.append(stream, [event('Changed', { by: i })], 0),
          ),
        );
        const won = attempts.filter((a) => a.status === 'fulfilled');
        const lost = attempts.filter((a) => a.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost.every((a) => isWrongExpectedVersion((a as PromiseRejectedResult).reason))).toBe(
          true,
        );
        expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
      });

      it('of racing stream creations exactly one wins', async () => {
        const stream = uniqueStream('contract');
        const attempts = await Promise.allSettled(
          Array.from({ length: 8 }, () => store.append(stream, [event('Created')], 'no_stream')),
        );
        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(stream)).toHaveLength(1);
      });
    });

    describe('$all', () => {
      it('pages forwards from a checkpoint without repeating or skipping', async () => {
        const prefix = uniqueStream('paging');
        const start = (await store.readAll({ after: null, limit: 1_000_000 })).checkpoint;
        for (let i = 0; i < 5; i += 1)
          await store.append(`${prefix}-${i % 2}`, [event('E', { i })], 'any');

        // $all is eventually complete: another transaction still open (on PostgreSQL, anywhere on
        // the server) may hold readers back for a moment, so page until everything has arrived.
        const seen: number[] = [];
        let checkpoint = start;
        const deadline = Date.now() + 10_000;
        while (seen.length < 5 && Date.now() < deadline) {
          const result = await store.readAll({ after: checkpoint, limit: 2 });
          for (const e of result.events)
            if (e.streamId.startsWith(prefix)) seen.push((e.data as { i: number }).i);
          if (result.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
          checkpoint = result.checkpoint;
        }
        expect(seen).toEqual([0, 1, 2, 3, 4]);
      });

      it('a subscription resumes after its checkpoint with no duplicate', async () => {
        const prefix = uniqueStream('resume');
        await store.append(`${prefix}-a`, [event('One'), event('Two')], 'no_stream');
        const first = await collect(store, (seen) => seen.length >= 2, { streamPrefix: prefix });
        await store.append(`${prefix}-a`, [event('Three')], 1);
        const rest = await collect(store, (seen) => seen.length >= 1, {
          after: first[1]!.position,
          streamPrefix: prefix,
        });
        expect(first.map((e) => e.type)).toEqual(['One', 'Two']);
        expect(rest.map((e) => e.type)).toEqual(['Three']);
      });

      it('8 concurrent writers × 1,000 events on overlapping streams: a live subscriber sees each once, in order, with gapless stream revisions', async () => {
        const prefix = uniqueStream('load');
        const writers = 8;
        const perWriter = 1_000;
        const streams = 24;
        const startCheckpoint = (await store.readAll({ after: null, limit: 1_000_000 })).checkpoint;

        const subscriber = collect(store, (seen) => seen.length >= writers * perWriter, {
          after: startCheckpoint,
          timeoutMs: 120_000,
          streamPrefix: prefix,
        });
        const written = new Set<string>();
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < perWriter; i += 1) {
              const id = randomUUID();
              await store.append(
                `${prefix}-${(writer * 7 + i) % streams}`,
                [{ id, type: 'Load', data: { writer, i } }],
                'any',
              );
              written.add(id);
            }
          }),
        );
        const seen = await subscriber;

        expect(seen).toHaveLength(writers * perWriter);
        expect(new Set(seen.map((e) => e.id))).toEqual(written);
        for (let i = 1; i < seen.length; i += 1) {
          expect(store.compare(seen[i - 1]!.position, seen[i]!.position)).toBeLessThan(0);
        }
        const revisions = new Map<string, number[]>();
        for (const e of seen)
          revisions.set(e.streamId, [...(revisions.get(e.streamId) ?? []), e.revision]);
        for (const list of revisions.values()) expect(list).toEqual(list.map((_, index) => index));
        // Within one writer, its own appends arrive in the order it made them.
        for (let writer = 0; writer < writers; writer += 1) {
          const mine = seen.filter((e) => (e.data as { writer: number }).writer === writer);
          expect(mine.map((e) => (e.data as { i: number }).i)).toEqual([
            ...Array(perWriter).keys(),
          ]);
        }
      }, 180_000);
    });
  });
}
