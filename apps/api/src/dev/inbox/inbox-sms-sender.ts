import { Inject, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { type SmsMessage, SmsSender, type SmsSent } from '../../platform/auth/sms-sender';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Failure } from '../../platform/http/failure';
import { DevSmsInbox } from './dev-sms-inbox';

const masked = (phone: string) => `******${phone.slice(-4)}`;

/**
 * The default SMS adapter: no provider, so the text goes to the log and the dev inbox. In
 * production there is no inbox: nothing can be sent, and it says so (`SMS_NOT_OFFERED`) rather
 * than pretend; the web does not offer texts there (`GET /api/app`'s `sms`).
 */
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

  get available(): boolean {
    return this.config.env !== 'production';
  }

  send(message: SmsMessage): Promise<SmsSent> {
    if (!this.available) {
      // A code in a production log would be a leak; there a provider adapter must be bound.
      this.logger.warn({ to: masked(message.to) }, 'no SMS provider: text not sent');
      return Promise.reject(new Failure('SMS_NOT_OFFERED', 'phone_number'));
    }
    const sentAt = this.clock.now().toISOString();
    this.inbox.add({ phone_number: message.to, body: message.body, sent_at: sentAt });
    this.logger.info({ to: message.to, body: message.body }, 'SMS (dev inbox)');
    return Promise.resolve({ id: `dev-${sentAt}` });
  }
}
