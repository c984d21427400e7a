import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import {
  failedJobListSchema,
  failedJobRetriedSchema,
  failedJobsRetriedSchema,
} from '@lens/validation';
import { z } from 'zod';
import { Roles } from '../../platform/auth/access';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure } from '../../platform/http/failure';
import { QUEUE_NAMES, type QueueName } from '../../platform/jobs/job-definitions';
import { JobQueue } from '../../platform/jobs/job-queue';

const failedQuerySchema = z.object({ queue: z.enum(QUEUE_NAMES).optional() });
const retryAllSchema = z.object({ queue: z.enum(QUEUE_NAMES).optional() }).strict();
const jobParamsSchema = z.object({
  queue: z.enum(QUEUE_NAMES),
  id: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
});

const LISTED = 200;
const RETRIED_AT_ONCE = 1_000;

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
  @Returns(failedJobListSchema)
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

  /**
   * Runs every failed job again (of one queue, or all), each with a fresh set of tries: after an
   * outage that used up the tries of many jobs. At most 1,000 per call.
   */
  @Post('failed/retry')
  @Returns(failedJobsRetriedSchema)
  @HttpCode(202)
  async retryAll(@Body(retryAllSchema) body: z.infer<typeof retryAllSchema>) {
    const queues: readonly QueueName[] = body.queue ? [body.queue] : QUEUE_NAMES;
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
    return ok({ retried });
  }

  /** Runs a failed job again (a fresh set of tries). */
  @Post(':queue/:id/retry')
  @Returns(failedJobRetriedSchema)
  @HttpCode(202)
  async retry(@Params(jobParamsSchema) params: z.infer<typeof jobParamsSchema>) {
    const job = await this.jobs.queueOf(params.queue).getJob(params.id);
    if (!job || !(await job.isFailed())) throw new Failure('NOT_FOUND', 'id');
    await job.retry('failed', { resetAttemptsMade: true });
    return ok({ queue: params.queue, id: params.id, retried: true });
  }
}
