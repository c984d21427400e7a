import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { z } from 'zod';
import { Roles } from '../auth/access';
import { Params, Query } from '../http/contract';
import { ok } from '../http/envelope';
import { Failure } from '../http/failure';
import { QUEUE_NAMES, type QueueName } from './job-definitions';
import { JobQueue } from './job-queue';

const failedQuerySchema = z.object({ queue: z.enum(QUEUE_NAMES).optional() });
const jobParamsSchema = z.object({
  queue: z.enum(QUEUE_NAMES),
  id: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
});

const LISTED = 200;

/**
 * Failed jobs for admins (DESIGN §5): after its last try a job stays failed, listed here and in
 * bull-board, until an admin retries it. JSON for the back office; the board is the browser's.
 */
@Controller('admin/api/jobs')
@Roles('admin')
export class FailedJobsController {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  /** Failed jobs, newest first (at most 200 per queue). */
  @Get('failed')
  async failed(@Query(failedQuerySchema) query: z.infer<typeof failedQuerySchema>) {
    const queues: readonly QueueName[] = query.queue ? [query.queue] : QUEUE_NAMES;
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
    return ok({ jobs: lists.flat() });
  }

  /** Runs a failed job again (a fresh set of tries). */
  @Post(':queue/:id/retry')
  @HttpCode(202)
  async retry(@Params(jobParamsSchema) params: z.infer<typeof jobParamsSchema>) {
    const job = await this.jobs.queueOf(params.queue).getJob(params.id);
    if (!job || !(await job.isFailed())) throw new Failure('NOT_FOUND', 'id');
    await job.retry('failed', { resetAttemptsMade: true });
    return ok({ queue: params.queue, id: params.id, retried: true });
  }
}
