// Runs only where a broker is reachable (KAFKA_BROKERS; docker compose's integration profile):
// apps/api/jest.config.js leaves this file out otherwise.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@lens/event-store';
import { type TestDatabase, createTestDatabase } from '@lens/event-store/testing';
import { Kafka, logLevel } from 'kafkajs';
import { waitUntil } from '../../testing/worker-kit';
import { SUBMISSION_TOPIC, TRACKING_TOPIC } from './integration-events';
import { KafkaPublisher, runRelay } from './kafka-relay';

const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').filter(Boolean);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('Kafka relay against a real broker', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 50 });
    const admin = new Kafka({
      clientId: 'lens-test-admin',
      brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    await admin.connect();
    await admin.createTopics({
      topics: [{ topic: SUBMISSION_TOPIC }, { topic: TRACKING_TOPIC }],
      waitForLeaders: true,
    });
    await admin.disconnect();
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('publishes an entry’s events keyed by its id, with the global position as a header', async () => {
    const submissionId = randomUUID();
    const kafka = new Kafka({ clientId: 'lens-test', brokers, logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `lens-test-${submissionId}` });
    const seen: { key: string; position: string; type: string }[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: SUBMISSION_TOPIC, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (message.key?.toString() !== submissionId) return;
        const value = JSON.parse(message.value!.toString()) as { type: string };
        seen.push({
          key: submissionId,
          position: message.headers!.position!.toString(),
          type: value.type,
        });
      },
    });
    const publisher = new KafkaPublisher(brokers);
    const controller = new AbortController();
    const relay = runRelay({ pool: db.pool, store, publisher, logger: quiet }, controller.signal);
    try {
      await store.append(
        `submission-${submissionId}`,
        [
          { type: 'PurchaseDateEntered', data: { submissionId } },
          { type: 'SubmissionConfirmed', data: { submissionId } },
          { type: 'SubmissionApproved', data: { submissionId } },
        ],
        'no_stream',
      );
      await waitUntil(async () => seen.length >= 3, 'three messages', 30_000);
      expect(seen.map((m) => m.type)).toEqual([
        'submission.started',
        'submission.confirmed',
        'submission.approved',
      ]);
      const positions = seen.map((m) => m.position);
      expect([...positions].sort(store.compare)).toEqual(positions);
    } finally {
      controller.abort();
      await relay;
      await publisher.close();
      await consumer.disconnect();
    }
  });
});
