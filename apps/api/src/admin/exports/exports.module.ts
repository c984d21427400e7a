import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { AdminSharedModule } from '../shared/admin-shared.module';
import { DownloadProfileExportHandler } from './commands/download-profile-export';
import { RequestProfileExportHandler } from './commands/request-profile-export';
import { TriggerEmailsHandler } from './commands/trigger-emails';
import { ExportsController } from './exports.controller';

/** Profile exports and e-mail triggers. */
@Module({
  imports: [AdminSharedModule, SubmissionsModule, JobsModule],
  controllers: [ExportsController],
  providers: [RequestProfileExportHandler, DownloadProfileExportHandler, TriggerEmailsHandler],
})
export class ExportsModule {}
