import { DelayedError, type Job, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config/config';
import { outageOf } from '../infrastructure/outage';
import { type JobName, type JobPayload, type QueueName, WORKER_SETTINGS } from './job-definitions';

/** A job as a processor receives it: its payload typed by queue and name. */
export type TypedJob<Q extends QueueName, N extends JobName<Q>> = Job<JobPayload<Q, N>, void, N>;

/** One handler per job name of the queue: a queue's processor cannot forget a job. */
export type JobHandlers<Q extends QueueName> = {
  [N in JobName<Q>]: (job: TypedJob<Q, N>, token: string | undefined) => Promise<void>;
};

type AnyHandler = (job: Job, token: string | undefined) => Promise<void>;

/**
 * A job that cannot run yet through no fault of its own: what it reads is behind (a projector
 * catching up or stopped). Like an outage of PostgreSQL or Redis, it is put back and tried again
 * later without using up one of its attempts, so that no job gives up because of one.
 */
export class NotYet extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotYet';
  }
}

/**
 * How long a job that could not run yet waits: a tenth of its age, between 2 s and 1 min (young
 * jobs come back soon, a job waiting out a long outage asks once a minute).
 */
export const putBackDelayMs = (ageMs: number) => Math.min(60_000, Math.max(2_000, ageMs / 10));

/** A running BullMQ worker for one queue; `close` waits for the jobs in hand. */
export interface RunningWorker {
  worker: Worker;
  close(): Promise<void>;
}

/**
 * Runs a queue's jobs with its handlers, under the configured Redis prefix, with the settings of
 * `WORKER_SETTINGS`. Workers block on Redis, so each has a connection of its own that retries
 * for ever (BullMQ's requirement): a Redis restart pauses the worker, it does not end it.
 */
export function runWorker<Q extends QueueName>(
  queue: Q,
  handlers: JobHandlers<Q>,
  config: Pick<AppConfig, 'redis'>,
  logger: PinoLogger,
): RunningWorker {
  const connection = new Redis(config.redis.url, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.debug({ err: error, queue }, 'worker Redis error'));
  const processor = async (job: Job, token?: string) => {
    // The map is keyed by job name; BullMQ hands us the name as a plain string.
    const byName = handlers as unknown as Record<string, AnyHandler | undefined>;
    const handler = byName[job.name];
    if (!handler) throw new UnrecoverableError(`no handler for ${queue}/${job.name}`);
    try {
      await handler(job, token);
    } catch (error) {
      const outage = outageOf(error);
      if (!(error instanceof NotYet) && !outage) throw error;
      // Without Redis this fails too: the job's lock then lapses and it is run again as stalled.
      await job.moveToDelayed(Date.now() + putBackDelayMs(Date.now() - job.timestamp), token);
      logger.info(
        { queue, jobId: job.id, name: job.name, reason: outage?.dependency ?? String(error) },
        'job put back until it can run',
      );
      throw new DelayedError();
    }
  };
  const worker = new Worker(queue, processor, {
    connection,
    prefix: config.redis.prefix,
    ...WORKER_SETTINGS[queue],
  });
  worker.on('failed', (job, error) =>
    logger.warn(
      { err: error, queue, jobId: job?.id, name: job?.name, attemptsMade: job?.attemptsMade },
      'job failed',
    ),
  );
  worker.on('error', (error) => logger.debug({ err: error, queue }, 'worker error'));
  return {
    worker,
    close: async () => {
      await worker.close();
      connection.disconnect();
    },
  };
}
