import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type SmsMessage, SmsSender } from '../../platform/auth/sms-sender';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { DevSmsInbox } from './dev-sms-inbox';

const masked = (phone: string) => `******${phone.slice(-4)}`;

/** The default SMS adapter: no provider, so the text goes to the log and the dev inbox. */
@Injectable()
export class InboxSmsSender extends SmsSender {
  constructor(
    private readonly inbox: DevSmsInbox,
    private readonly logger: PinoLogger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.logger.setContext('sms');
  }

  async send(message: SmsMessage): Promise<void> {
    if (this.config.env === 'production') {
      // A code in a production log would be a leak; there a provider adapter must be bound.
      this.logger.warn({ to: masked(message.to) }, 'no SMS provider: text not delivered');
      return;
    }
    this.inbox.add({
      phone_number: message.to,
      body: message.body,
      sent_at: this.clock.now().toISOString(),
    });
    this.logger.info({ to: message.to, body: message.body }, 'SMS (dev inbox)');
  }
}
