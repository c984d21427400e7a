import { Global, Module } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { SmsSender } from '../../platform/auth/sms-sender';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { TwilioSmsSender } from '../../platform/sms/twilio-sms-sender';
import { DevInboxController } from './dev-inbox.controller';
import { DevMailController } from './dev-mail.controller';
import { DevMailInbox } from './dev-mail-inbox';
import { DevSmsInbox } from './dev-sms-inbox';
import { InboxSmsSender } from './inbox-sms-sender';

/** Twilio when it is configured, else the dev inbox (which sends nothing in production). */
function smsSenderOf(config: AppConfig, inbox: InboxSmsSender, logger: PinoLogger): SmsSender {
  if (config.sms.kind !== 'twilio') return inbox;
  logger.setContext('sms');
  return new TwilioSmsSender(config.sms, (error, to) =>
    logger.warn({ err: error, to: `******${to.slice(-4)}` }, 'text not sent by Twilio'),
  );
}

/**
 * Where texts go without an SMS provider, and the pages showing them and the e-mails written to
 * var/mail, outside production. The one binding of the SMS port (global: every area that texts
 * injects `SmsSender`): Twilio's adapter when configured, else the dev inbox.
 */
@Global()
@Module({
  controllers: [DevInboxController, DevMailController],
  providers: [
    DevSmsInbox,
    InboxSmsSender,
    DevMailInbox,
    {
      provide: SmsSender,
      useFactory: smsSenderOf,
      inject: [APP_CONFIG, InboxSmsSender, PinoLogger],
    },
  ],
  exports: [SmsSender],
})
export class DevInboxModule {}
