import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  failedJobListSchema,
  failedJobRetriedSchema,
  failedJobsRetriedSchema,
} from '@lens/validation';
import { z } from 'zod';
import { Roles } from '../../platform/auth/access';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { QUEUE_NAMES } from '../../platform/jobs/job-definitions';
import { RetryFailedJobCommand } from './commands/retry-failed-job';
import { RetryFailedJobsCommand } from './commands/retry-failed-jobs';
import { FailedJobsQuery } from './queries/failed-jobs';

const failedQuerySchema = z.object({ queue: z.enum(QUEUE_NAMES).optional() });
const retryAllSchema = z.object({ queue: z.enum(QUEUE_NAMES).optional() }).strict();
const jobParamsSchema = z.object({
  queue: z.enum(QUEUE_NAMES),
  id: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/),
});

/**
 * Failed jobs for admins (DESIGN §5): after its last try a job stays failed, listed here and in
 * bull-board, until an admin retries it. JSON for the back office; the board is the browser's.
 */
@Controller('admin/api/jobs')
@Roles('admin')
export class FailedJobsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Failed jobs, newest first (at most 200 per queue). */
  @Get('failed')
  @Returns(failedJobListSchema)
  async failed(@Query(failedQuerySchema) query: z.infer<typeof failedQuerySchema>) {
    return ok(await this.queries.execute(new FailedJobsQuery(query.queue)));
  }

  /** Every failed job again (of one queue, or all), at most 1,000 per call. */
  @Post('failed/retry')
  @Returns(failedJobsRetriedSchema)
  @HttpCode(202)
  async retryAll(@Body(retryAllSchema) body: z.infer<typeof retryAllSchema>) {
    return ok(await this.commands.execute(new RetryFailedJobsCommand(body.queue)));
  }

  /** Runs a failed job again (a fresh set of tries). */
  @Post(':queue/:id/retry')
  @Returns(failedJobRetriedSchema)
  @HttpCode(202)
  async retry(@Params(jobParamsSchema) params: z.infer<typeof jobParamsSchema>) {
    return ok(await this.commands.execute(new RetryFailedJobCommand(params.queue, params.id)));
  }
}
