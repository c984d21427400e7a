import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { AdminSharedModule } from '../shared/admin-shared.module';
import { EmailTriggers } from './email-triggers';
import { ExportsController } from './exports.controller';
import { ProfileExports } from './profile-exports';

/** Profile exports and e-mail triggers. */
@Module({
  imports: [AdminSharedModule, SubmissionsModule, JobsModule],
  controllers: [ExportsController],
  providers: [ProfileExports, EmailTriggers],
})
export class ExportsModule {}
