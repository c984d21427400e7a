export interface SmsMessage {
  /** Ten-digit North American number. */
  to: string;
  body: string;
}

/** What the provider answered when it took a text: its id for the message. */
export interface SmsSent {
  id: string;
}

/**
 * The SMS port, bound once (dev/inbox/dev-inbox.module.ts): the Twilio adapter
 * (platform/sms/twilio-sms-sender.ts) where a provider is configured, else the dev inbox
 * (dev/inbox/inbox-sms-sender.ts), which in production sends nothing and says so.
 *
 * `send` resolves only once the provider has taken the message; otherwise it throws a
 * `Failure`: `SMS_REFUSED` (the provider refused the number or the message), `SMS_UNAVAILABLE`
 * (it could not be reached or answered an error of its own) or `SMS_NOT_OFFERED` (no provider).
 * So a caller that says "sent" says what the provider said.
 */
export abstract class SmsSender {
  /** Whether texts can be sent at all: the web offers two-step and SMS opt-in only then. */
  abstract readonly available: boolean;
  abstract send(message: SmsMessage): Promise<SmsSent>;
}
