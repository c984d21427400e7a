import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import type { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EVENT_STORE, PG_POOL, REDIS } from '../../platform/infrastructure/tokens';
import { type PlannedJob, JobQueue } from '../../platform/jobs/job-queue';
import { isProviderFailure } from '../cards/card-fulfilment';
import { planJobs } from './job-plan';
import { entriesAwaitingWorker } from '@lens/read-models';

/** The steps after which an entry waits on a job of ours (e-mails aside). */
const WAITING_ON_US = new Set(['SubmissionConfirmed', 'SubmissionApproved', 'RewardCardOrdered']);
const BATCH = 500;
/** After a sweep that could not run (PostgreSQL or Redis down), the next try comes this soon. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export interface SweepReport {
  looked: number;
  queued: number;
  retried: number;
  /** Card jobs the provider failed: left in the back office's failed jobs for a person. */
  held: number;
}

/**
 * No entry left behind (issue 14.17): an entry confirmed without a decision, or approved
 * without a mailed card, for longer than the sweep interval is waiting on a job that may be gone
 * (removed, lost with Redis) or failed (its tries used up during an outage). The sweep queues
 * that job again under its own id (nothing happens twice: BullMQ keeps one job per id and every
 * job finds work done), or retries it when it failed, except a card job the card provider
 * failed, which waits for an admin in the back office. It runs at start, every interval, soon
 * after a failed attempt, and when Redis comes back.
 */
@Injectable()
export class EntrySweep implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;
  private redisWasDown = false;
  private readonly onRedisError = () => (this.redisWasDown = true);
  private readonly onRedisReady = () => {
    if (this.redisWasDown) this.schedule(0);
    this.redisWasDown = false;
  };

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('entry-sweep');
  }

  onApplicationBootstrap(): void {
    this.redis.on('error', this.onRedisError);
    this.redis.on('ready', this.onRedisReady);
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.redis.off('error', this.onRedisError);
    this.redis.off('ready', this.onRedisReady);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    let next = this.config.entrySweepIntervalMs;
    this.running = this.sweep()
      .then((report) => {
        if (report.queued + report.retried > 0)
          this.logger.warn(report, 'entries left behind; their jobs are queued again');
        if (report.held > 0)
          this.logger.warn(report, 'card orders the provider failed wait in the back office');
      })
      .catch((error: unknown) => {
        next = RETRY_AFTER_FAILURE_MS;
        this.logger.debug({ err: error }, 'entry sweep could not run; trying again soon');
      })
      .finally(() => {
        this.running = null;
        this.schedule(next);
      });
    await this.running;
  }

  /** One pass over the entries left behind (at most 500, oldest first). */
  async sweep(): Promise<SweepReport> {
    const ids = await this.entriesLeftBehind();
    const missing: PlannedJob[] = [];
    let retried = 0;
    let held = 0;
    for (const id of ids) {
      for (const job of await this.jobsAwaited(id)) {
        const existing = await this.jobs.queueOf(job.queue).getJob(job.jobId);
        if (!existing) missing.push(job);
        else if (!(await existing.isFailed())) continue;
        // The provider refused or gave up: retrying every minute would hide it from the back
        // office's failed jobs, where an admin retries it once the cause is fixed.
        else if (job.queue === 'card-mailing' && isProviderFailure(existing.failedReason))
          held += 1;
        else {
          await existing.retry('failed', { resetAttemptsMade: true });
          retried += 1;
        }
      }
    }
    if (missing.length > 0) await this.jobs.enqueueAll(missing);
    return { looked: ids.length, queued: missing.length, retried, held };
  }

  private async entriesLeftBehind(): Promise<string[]> {
    return entriesAwaitingWorker(this.pool, this.config.entrySweepIntervalMs / 1000, BATCH);
  }

  /** The jobs (not e-mails) the entry's latest step set in motion, as the process manager plans them. */
  private async jobsAwaited(submissionId: string): Promise<PlannedJob[]> {
    const events = await this.store.readStream(`submission-${submissionId}`);
    const step = events.findLast((event) => WAITING_ON_US.has(event.type));
    if (!step) return [];
    return planJobs([step], {
      cardMailDelayMs: this.config.cardMailDelayMs,
      readReceipts: this.config.receiptReading.enabled,
    }).filter((job) => job.queue !== 'email');
  }
}
