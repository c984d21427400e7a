import { Module } from '@nestjs/common';
import { DevInboxController } from './dev-inbox.controller';
import { DevMailController } from './dev-mail.controller';
import { DevMailInbox } from './dev-mail-inbox';
import { DevSmsInbox } from './dev-sms-inbox';
import { InboxSmsSender } from './inbox-sms-sender';

/**
 * Where texts go without an SMS provider, and the pages showing them and the e-mails written to
 * var/mail, outside production.
 */
@Module({
  controllers: [DevInboxController, DevMailController],
  providers: [DevSmsInbox, InboxSmsSender, DevMailInbox],
  exports: [InboxSmsSender],
})
export class DevInboxModule {}
