import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import type { JobName, JobPayload, QueueName } from './job-definitions';

/** A job as queued, typed by its queue and name. */
export interface QueuedJob<Q extends QueueName, N extends JobName<Q>> {
  id: string;
  name: N;
  data: JobPayload<Q, N>;
  attempts: number;
}

/**
 * Reads queued jobs back through BullMQ's own Queue API, on a connection of its own (tests and
 * support tooling; the API itself only adds).
 */
export class QueuedJobs {
  private readonly redis: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly config: Pick<AppConfig, 'redis'>) {
    this.redis = new Redis(config.redis.url, { maxRetriesPerRequest: null });
  }

  async get<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
    jobId: string,
  ): Promise<QueuedJob<Q, N> | null> {
    const job = await this.queue(queue).getJob(jobId);
    return job && job.name === name ? toQueued<Q, N>(job) : null;
  }

  /** Waiting jobs of one name, oldest first. */
  async waiting<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
  ): Promise<QueuedJob<Q, N>[]> {
    const jobs = await this.queue(queue).getJobs(['waiting'], 0, -1, true);
    return jobs.filter((job) => job.name === name).map((job) => toQueued<Q, N>(job));
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.redis.disconnect();
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis, prefix: this.config.redis.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }
}

function toQueued<Q extends QueueName, N extends JobName<Q>>(job: Job): QueuedJob<Q, N> {
  return {
    id: String(job.id),
    name: job.name as N,
    data: job.data as JobPayload<Q, N>,
    attempts: job.opts.attempts ?? 1,
  };
}
