import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FailedJobRetried } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import type { QueueName } from '../../../platform/jobs/job-definitions';
import { JobQueue } from '../../../platform/jobs/job-queue';

/** Runs a failed job again (a fresh set of tries); 404 for a job that is not failed. */
export class RetryFailedJobCommand extends Command<FailedJobRetried> {
  constructor(
    readonly queue: QueueName,
    readonly id: string,
  ) {
    super();
  }
}

@CommandHandler(RetryFailedJobCommand)
export class RetryFailedJobHandler implements ICommandHandler<RetryFailedJobCommand> {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  async execute({ queue, id }: RetryFailedJobCommand): Promise<FailedJobRetried> {
    const job = await this.jobs.queueOf(queue).getJob(id);
    if (!job || !(await job.isFailed())) throw new Failure('NOT_FOUND', 'id');
    await job.retry('failed', { resetAttemptsMade: true });
    return { queue, id, retried: true };
  }
}
