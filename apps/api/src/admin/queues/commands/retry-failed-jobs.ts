import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FailedJobsRetried } from '@lens/validation';
import { QUEUE_NAMES, type QueueName } from '../../../platform/jobs/job-definitions';
import { JobQueue } from '../../../platform/jobs/job-queue';

const RETRIED_AT_ONCE = 1_000;

/**
 * Runs every failed job again (of one queue, or all), each with a fresh set of tries: after an
 * outage that used up the tries of many jobs. At most 1,000 per call.
 */
export class RetryFailedJobsCommand extends Command<FailedJobsRetried> {
  constructor(readonly queue: QueueName | undefined) {
    super();
  }
}

@CommandHandler(RetryFailedJobsCommand)
export class RetryFailedJobsHandler implements ICommandHandler<RetryFailedJobsCommand> {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  async execute({ queue: only }: RetryFailedJobsCommand): Promise<FailedJobsRetried> {
    const queues: readonly QueueName[] = only ? [only] : QUEUE_NAMES;
    let retried = 0;
    for (const queue of queues) {
      for (const job of await this.jobs.queueOf(queue).getFailed(0, RETRIED_AT_ONCE - 1)) {
        if (retried >= RETRIED_AT_ONCE) break;
        // A job retried meanwhile (by another admin, the entry sweep) is simply not counted.
        const done = await job.retry('failed', { resetAttemptsMade: true }).then(
          () => true,
          () => false,
        );
        if (done) retried += 1;
      }
    }
    return { retried };
  }
}
