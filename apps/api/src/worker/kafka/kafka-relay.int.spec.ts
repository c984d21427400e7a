import { randomUUID } from 'node:crypto';
import { PostgresEventStore, checkpointStore } from '@lens/event-store';
import { type TestDatabase, createTestDatabase } from '@lens/event-store/testing';
import { waitUntil } from '../../testing/worker-kit';
import type { IntegrationMessage } from './integration-events';
import { type IntegrationPublisher, KAFKA_RELAY, runRelay } from './kafka-relay';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A bus that keeps what it is sent; it can fail a call after taking the messages (lost ack). */
class RecordingBus implements IntegrationPublisher {
  readonly received: IntegrationMessage[] = [];
  failures = 0;

  async publish(messages: readonly IntegrationMessage[]): Promise<void> {
    this.received.push(...messages);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('broker did not acknowledge');
    }
  }

  async close(): Promise<void> {}
}

describe('Kafka relay (real PostgreSQL event store; the bus is a recorder)', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  async function journey(submissionId: string) {
    await store.append(
      `submission-${submissionId}`,
      [
        { type: 'PurchaseDateEntered', data: { submissionId, purchaseDate: '2025-08-01' } },
        { type: 'SuppliesSubmitted', data: { submissionId } },
        { type: 'SubmissionConfirmed', data: { submissionId, confirmationCode: 'X' } },
        { type: 'SubmissionApproved', data: { submissionId, approvedBy: 'system' } },
      ],
      'no_stream',
    );
  }

  function start(bus: IntegrationPublisher) {
    const controller = new AbortController();
    const done = runRelay(
      { pool: db.pool, store, publisher: bus, logger: quiet, pollMs: 50 },
      controller.signal,
    );
    return { stop: async () => (controller.abort(), await done) };
  }

  it('publishes the contract’s events in order, keyed, with positions, and moves its checkpoint', async () => {
    const bus = new RecordingBus();
    const relay = start(bus);
    try {
      const [a, b] = [randomUUID(), randomUUID()];
      await journey(a);
      await store.append('profile-p1', [{ type: 'ProfileRegistered', data: {} }], 'no_stream');
      await store.append(
        'tracking-t1',
        [{ type: 'Tracked', data: { trackingId: 't1', eventName: 'Exit', data: {} } }],
        'no_stream',
      );
      await journey(b);
      await waitUntil(async () => bus.received.length === 7, 'seven messages');
      expect(bus.received.map((m) => [m.topic, m.key, m.headers.type])).toEqual([
        ['rewards.submission.v1', a, 'submission.started'],
        ['rewards.submission.v1', a, 'submission.confirmed'],
        ['rewards.submission.v1', a, 'submission.approved'],
        ['rewards.tracking.v1', 't1', 'tracking.tracked'],
        ['rewards.submission.v1', b, 'submission.started'],
        ['rewards.submission.v1', b, 'submission.confirmed'],
        ['rewards.submission.v1', b, 'submission.approved'],
      ]);
      const positions = bus.received.map((m) => m.headers.position!);
      expect([...positions].sort(store.compare)).toEqual(positions);
      const last = (await store.readAll({ after: null, limit: 100 })).checkpoint;
      await waitUntil(
        async () => (await checkpointStore.load(db.pool, KAFKA_RELAY)) === last,
        'the checkpoint',
      );
    } finally {
      await relay.stop();
    }
  });

  it('publishes at least once: an unacknowledged batch is sent again, the checkpoint waits', async () => {
    const bus = new RecordingBus();
    bus.failures = 1;
    const relay = start(bus);
    try {
      await journey(randomUUID());
      await waitUntil(async () => bus.received.length === 6, 'the batch twice', 20_000);
      const positions = bus.received.map((m) => m.headers.position);
      // Consumers de-duplicate by position: the second delivery repeats the first exactly.
      expect(positions.slice(3)).toEqual(positions.slice(0, 3));
      const last = (await store.readAll({ after: null, limit: 100 })).checkpoint;
      await waitUntil(
        async () => (await checkpointStore.load(db.pool, KAFKA_RELAY)) === last,
        'the checkpoint',
      );
    } finally {
      await relay.stop();
    }
  });

  it('runs one active relay across processes, and resumes where the last one stopped', async () => {
    const first = new RecordingBus();
    const second = new RecordingBus();
    const one = start(first);
    const two = start(second);
    await journey(randomUUID());
    await waitUntil(async () => first.received.length + second.received.length === 3, 'a batch');
    await one.stop();
    await journey(randomUUID());
    await waitUntil(
      async () => first.received.length + second.received.length === 6,
      'the next batch',
      20_000,
    );
    await two.stop();
    const all = [...first.received, ...second.received].map((m) => m.headers.position);
    expect(new Set(all).size).toBe(6);
  });
});
