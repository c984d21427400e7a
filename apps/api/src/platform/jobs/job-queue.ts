import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { InfrastructureUnavailable } from '../infrastructure/outage';
import { REDIS } from '../infrastructure/tokens';
import { requestTransaction } from '../idempotency/request-transaction';
import {
  DEFAULT_JOB_OPTIONS,
  type JobName,
  type JobPayload,
  type QueueName,
} from './job-definitions';

/**
 * What caused a job, from which its id is derived: the event it answers (with a suffix where one
 * event causes several jobs of a name), or a request itself. The same cause always gives the same
 * id, and BullMQ keeps one job per id, so a replay or a double submit never sends a second e-mail.
 */
export type JobCause = { eventId: string } | { request: Readonly<Record<string, unknown>> };

/** JSON with sorted keys, so two equal requests hash alike whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A short key naming a request by its content (the same request whatever the order of its keys,
 * absent values left out), e.g. for a stream that records it once.
 */
export function requestKey(request: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex').slice(0, 40);
}

/** BullMQ job ids may not contain ':' and must not look like integers. */
export function jobIdOf(name: string, cause: JobCause): string {
  const key = 'eventId' in cause ? cause.eventId : requestKey(cause.request);
  return `${name}.${key.replace(/:/g, '_')}`;
}

/** A job with its id already derived (the process manager plans several per batch of events). */
export type PlannedJob = {
  [Q in QueueName]: {
    [N in JobName<Q>]: {
      queue: Q;
      name: N;
      data: JobPayload<Q, N>;
      jobId: string;
      /** Run no earlier than this many ms after it is added. */
      delay?: number;
    };
  }[JobName<Q>];
}[QueueName];

/** Enqueues the typed jobs of `JobPayloads` on BullMQ, under the configured Redis key prefix. */
@Injectable()
export class JobQueue implements OnModuleDestroy {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Adds the job unless one with the same id exists; answers the job id either way. */
  async enqueue<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
    payload: JobPayload<Q, N>,
    cause: JobCause,
  ): Promise<string> {
    const jobId = jobIdOf(name, cause);
    this.refuseWithoutRedis();
    await this.afterCommit(() => this.queueOf(queue).add(name, payload, { jobId }));
    return jobId;
  }

  /**
   * Adds planned jobs, one bulk call per queue; a job whose id exists already is left as it is.
   * Resolves once Redis has accepted every one of them (and throws if it has not).
   */
  async enqueueAll(jobs: readonly PlannedJob[]): Promise<void> {
    this.refuseWithoutRedis();
    const byQueue = new Map<QueueName, PlannedJob[]>();
    for (const job of jobs) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
    await this.afterCommit(() =>
      Promise.all(
        [...byQueue].map(([queue, planned]) =>
          this.queueOf(queue).addBulk(
            planned.map((job) => ({
              name: job.name,
              data: job.data,
              opts: { jobId: job.jobId, ...(job.delay ? { delay: job.delay } : {}) },
            })),
          ),
        ),
      ),
    );
  }

  /**
   * In a request that writes in one transaction (an Idempotency-Key), its jobs are added once it
   * has committed: a job must not run before what it is about exists. Should adding them fail
   * then, the process manager plans the same jobs (same ids) from the events anyway.
   */
  private async afterCommit(add: () => Promise<unknown>): Promise<void> {
    const transaction = requestTransaction();
    if (transaction?.holding) transaction.onCommit(add);
    else await add();
  }

  /**
   * Fails at once while Redis is not connected: a queue first used then would wait for the
   * connection (BullMQ waits until it is ready), and the request with it.
   */
  private refuseWithoutRedis(): void {
    if (this.redis.status !== 'ready') throw new InfrastructureUnavailable('redis');
  }

  /** The BullMQ queue (created once, under the configured prefix). */
  queueOf(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.redis,
        prefix: this.config.redis.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS[name],
      });
      // The shared connection reports an outage once (infrastructure module); a queue's
      // unheard error would be printed again for every reconnection attempt.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onModuleDestroy(): Promise<void> {
    const queues = [...this.queues.values()];
    this.queues.clear();
    await Promise.all(queues.map((queue) => queue.close()));
  }
}
