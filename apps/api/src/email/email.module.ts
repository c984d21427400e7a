import { Module } from '@nestjs/common';
import { EntryContacts } from '../process-manager/entry-contacts';
import { EmailProcessor } from './email.processor';
import { MailTransport } from './mail-transport';
import { SentMail } from './sent-mail';

/** The e-mail queue's processor: templates, nodemailer transport, the sent-mail ledger. */
@Module({ providers: [EntryContacts, MailTransport, SentMail, EmailProcessor] })
export class EmailModule {}
