import { Module } from '@nestjs/common';
import { FailedJobsController } from './failed-jobs.controller';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { RetryFailedJobHandler } from './commands/retry-failed-job';
import { RetryFailedJobsHandler } from './commands/retry-failed-jobs';
import { FailedJobsHandler } from './queries/failed-jobs';
import { QueueBoard } from './queue-board';

/** The API's view of the queues for admins: bull-board at /admin/queues, failed jobs as JSON. */
@Module({
  imports: [JobsModule],
  controllers: [FailedJobsController],
  providers: [QueueBoard, FailedJobsHandler, RetryFailedJobsHandler, RetryFailedJobHandler],
})
export class QueueAdminModule {}
