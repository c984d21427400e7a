import {
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EVENT_STORE, PG_POOL } from '../../platform/infrastructure/tokens';
import { KafkaPublisher, runRelay } from './kafka-relay';

/** Runs the relay in the worker process for as long as it lives. */
@Injectable()
class KafkaRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly controller = new AbortController();
  private readonly publisher: KafkaPublisher;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('kafka-relay');
    this.publisher = new KafkaPublisher(config.kafkaBrokers);
  }

  onApplicationBootstrap(): void {
    this.running = runRelay(
      { pool: this.pool, store: this.store, publisher: this.publisher, logger: this.logger },
      this.controller.signal,
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.controller.abort();
    await this.running;
    await this.publisher.close();
  }
}

/** The Kafka relay; the worker mounts it only when `KAFKA_BROKERS` is set. */
@Module({ providers: [KafkaRelayService] })
export class KafkaModule {}
