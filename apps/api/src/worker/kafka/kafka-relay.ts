import type { EventStore } from '@lens/event-store';
import { Kafka, type Producer, logLevel } from 'kafkajs';
import type { Pool } from 'pg';
import { type FollowerLogger, followEvents } from '../process-manager/event-follower';
import { type IntegrationMessage, integrationMessageOf } from './integration-events';

/** The relay's row in es.checkpoints. */
export const KAFKA_RELAY = 'kafka-relay';

/** Where integration messages go: Kafka in production; tests may pass their own. */
export interface IntegrationPublisher {
  /** Resolves once the bus has acknowledged every message (in the order given). */
  publish(messages: readonly IntegrationMessage[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Publishes to Kafka with kafkajs: an idempotent producer (the broker drops its own retries'
 * duplicates) acknowledged by all in-sync replicas; one batch per relay batch.
 */
export class KafkaPublisher implements IntegrationPublisher {
  private readonly producer: Producer;
  private connected: Promise<void> | null = null;

  constructor(brokers: readonly string[], clientId = 'lens-rewards-relay') {
    const kafka = new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN });
    this.producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  }

  async publish(messages: readonly IntegrationMessage[]): Promise<void> {
    this.connected ??= this.producer.connect().catch((error: unknown) => {
      this.connected = null;
      throw error;
    });
    await this.connected;
    const byTopic = new Map<string, IntegrationMessage[]>();
    for (const m of messages) byTopic.set(m.topic, [...(byTopic.get(m.topic) ?? []), m]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map(({ key, value, headers }) => ({ key, value, headers })),
      })),
    });
  }

  async close(): Promise<void> {
    if (this.connected) await this.producer.disconnect();
  }
}

export interface RelayOptions {
  pool: Pool;
  store: EventStore;
  publisher: IntegrationPublisher;
  logger: FollowerLogger;
  maxBatchSize?: number;
  pollMs?: number;
}

/**
 * The Kafka relay (DESIGN §6): follows $all from its own checkpoint and publishes the integration
 * messages of each batch; the checkpoint moves only after the bus acknowledged them. At least
 * once: a crash between the two publishes the batch again, and consumers drop what they have by
 * the `position` header.
 */
export function runRelay(options: RelayOptions, signal: AbortSignal): Promise<void> {
  return followEvents(
    {
      name: KAFKA_RELAY,
      pool: options.pool,
      store: options.store,
      logger: options.logger,
      maxBatchSize: options.maxBatchSize ?? 500,
      pollMs: options.pollMs,
      handle: async (events) => {
        const messages = events
          .map(integrationMessageOf)
          .filter((m): m is IntegrationMessage => m !== null);
        if (messages.length > 0) await options.publisher.publish(messages);
      },
    },
    signal,
  );
}
