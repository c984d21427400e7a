import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { EscalationInbox } from './escalation-inbox';
import { EscalationReplies } from './escalation-replies';
import { SupportInboxController } from './support-inbox.controller';

/** Support's inbox (issue 17 item 2). */
@Module({
  imports: [SubmissionsModule, JobsModule],
  controllers: [SupportInboxController],
  providers: [EscalationInbox, EscalationReplies],
})
export class SupportInboxModule {}
