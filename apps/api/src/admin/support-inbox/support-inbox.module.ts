import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { CloseEscalationHandler } from './commands/close-escalation';
import { ReplyToEscalationHandler } from './commands/reply-to-escalation';
import { EscalationWriter } from './escalation-writer';
import { EscalationDetailHandler } from './queries/escalation-detail';
import { EscalationsHandler } from './queries/escalations';
import { SupportInboxController } from './support-inbox.controller';

/** Support's inbox (issue 17 item 2). */
@Module({
  imports: [SubmissionsModule, JobsModule],
  controllers: [SupportInboxController],
  providers: [
    EscalationWriter,
    EscalationsHandler,
    EscalationDetailHandler,
    ReplyToEscalationHandler,
    CloseEscalationHandler,
  ],
})
export class SupportInboxModule {}
