import { Module } from '@nestjs/common';
import { MarketingSuppression } from '../opt-in/marketing-suppression';
import { OptInLinks } from '../opt-in/opt-in-links';
import { EntryContacts } from '../process-manager/entry-contacts';
import { SignedLinks } from '../signed-links/signed-links';
import { EmailProcessor } from './email.processor';
import { MailTransport } from './mail-transport';
import { SentMail } from './sent-mail';

/**
 * The e-mail queue's processor: templates, nodemailer transport, the sent-mail ledger, and the
 * signed links of marketing e-mails (confirm, unsubscribe).
 */
@Module({
  providers: [
    EntryContacts,
    MailTransport,
    SentMail,
    EmailProcessor,
    SignedLinks,
    OptInLinks,
    MarketingSuppression,
  ],
})
export class EmailModule {}
