import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FailedJobList } from '@lens/validation';
import { QUEUE_NAMES, type QueueName } from '../../../platform/jobs/job-definitions';
import { JobQueue } from '../../../platform/jobs/job-queue';

const LISTED = 200;

/** Failed jobs of one queue (or all), newest first (at most 200 per queue). */
export class FailedJobsQuery extends Query<FailedJobList> {
  constructor(readonly queue: QueueName | undefined) {
    super();
  }
}

@QueryHandler(FailedJobsQuery)
export class FailedJobsHandler implements IQueryHandler<FailedJobsQuery> {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  async execute({ queue: only }: FailedJobsQuery): Promise<FailedJobList> {
    const queues: readonly QueueName[] = only ? [only] : QUEUE_NAMES;
    const lists = await Promise.all(
      queues.map(async (queue) =>
        (await this.jobs.queueOf(queue).getFailed(0, LISTED - 1)).map((job) => ({
          queue,
          id: String(job.id),
          name: job.name,
          failedReason: job.failedReason,
          attemptsMade: job.attemptsMade,
          attempts: job.opts.attempts ?? 1,
          addedAt: new Date(job.timestamp).toISOString(),
          failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
          data: job.data as unknown,
        })),
      ),
    );
    return { jobs: lists.flat() };
  }
}
