import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { type EventStore, type RecordedEvent, checkpointStore } from '@lens/event-store';
import type { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EVENT_STORE, PG_POOL, REDIS } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { followEvents } from './event-follower';
import { planJobs } from './job-plan';

/** The process manager's row in es.checkpoints. */
export const PROCESS_MANAGER = 'process-manager';

const BATCH_SIZE = 500;
const REDIS_CHECK_MS = 5_000;

/**
 * Turns submission events into jobs (DESIGN §5): follows $all from its own checkpoint, plans the
 * jobs of each batch with ids derived from the causing events and moves the checkpoint only once
 * Redis has accepted them. Replays are harmless: BullMQ keeps one job per id, and every
 * processor finds work already done and does nothing.
 *
 * Redis may lose what it held (a restart without persistence, a flush). A marker key written next
 * to the jobs tells: when it is gone while the checkpoint says events were planned, those jobs
 * may be gone too, so the checkpoint is reset and every event planned again.
 */
@Injectable()
export class ProcessManager implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly controller = new AbortController();
  private running: Promise<void> | null = null;
  private readonly timer: { handle?: NodeJS.Timeout } = {};
  private readonly onRedisReady = () => void this.checkRedisKeptJobs();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('process-manager');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.checkRedisKeptJobs();
    this.redis.on('ready', this.onRedisReady);
    this.timer.handle = setInterval(() => void this.checkRedisKeptJobs(), REDIS_CHECK_MS);
    this.running = followEvents(
      {
        name: PROCESS_MANAGER,
        pool: this.pool,
        store: this.store,
        logger: this.logger,
        maxBatchSize: BATCH_SIZE,
        handle: (events) => this.plan(events),
      },
      this.controller.signal,
    );
  }

  /** Enqueues a batch's jobs; throws (and the batch comes again) unless Redis took them all. */
  private async plan(events: readonly RecordedEvent[]): Promise<void> {
    const jobs = planJobs(events, {
      cardMailDelayMs: this.config.cardMailDelayMs,
      readReceipts: this.config.receiptReading.enabled,
    });
    if (jobs.length > 0) await this.jobs.enqueueAll(jobs);
  }

  private get marker(): string {
    return `${this.config.redis.prefix}:${PROCESS_MANAGER}:jobs-kept-since`;
  }

  private async checkRedisKeptJobs(): Promise<void> {
    try {
      if ((await this.redis.exists(this.marker)) === 1) return;
      const stored = await checkpointStore.load(this.pool, PROCESS_MANAGER);
      if (stored !== null) {
        this.logger.warn(
          { checkpoint: stored },
          'Redis no longer holds the jobs planned so far; planning every event again',
        );
        await checkpointStore.advance(this.pool, PROCESS_MANAGER, stored, null);
      }
      await this.redis.set(this.marker, new Date().toISOString());
    } catch (error) {
      this.logger.debug({ err: error }, 'Redis check failed; trying again later');
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer.handle);
    this.redis.off('ready', this.onRedisReady);
    this.controller.abort();
    await this.running;
  }
}
