import { Module } from '@nestjs/common';
import { MarketingSuppression } from '../../features/opt-in/marketing-suppression';
import { OptInLinksModule } from '../../features/opt-in/opt-in-links.module';
import { EntryServicesModule } from '../process-manager/entry-services.module';
import { EmailProcessor } from './email.processor';
import { MailTransport } from './mail-transport';
import { ResetRecipients } from './reset-recipients';
import { SentMail } from './sent-mail';

/**
 * The e-mail queue's processor: templates, nodemailer transport, the sent-mail ledger, and the
 * signed links of marketing e-mails (confirm, unsubscribe).
 */
@Module({
  imports: [EntryServicesModule, OptInLinksModule],
  providers: [MailTransport, SentMail, EmailProcessor, MarketingSuppression, ResetRecipients],
})
export class EmailModule {}
