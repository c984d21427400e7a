import { Global, Module } from '@nestjs/common';
import { SmsSender } from '../../platform/auth/sms-sender';
import { DevInboxController } from './dev-inbox.controller';
import { DevMailController } from './dev-mail.controller';
import { DevMailInbox } from './dev-mail-inbox';
import { DevSmsInbox } from './dev-sms-inbox';
import { InboxSmsSender } from './inbox-sms-sender';

/**
 * Where texts go without an SMS provider, and the pages showing them and the e-mails written to
 * var/mail, outside production. The one binding of the SMS port (global: every area that texts
 * injects `SmsSender`; a provider's adapter would replace this binding, and only this one).
 */
@Global()
@Module({
  controllers: [DevInboxController, DevMailController],
  providers: [
    DevSmsInbox,
    InboxSmsSender,
    DevMailInbox,
    { provide: SmsSender, useExisting: InboxSmsSender },
  ],
  exports: [SmsSender],
})
export class DevInboxModule {}
