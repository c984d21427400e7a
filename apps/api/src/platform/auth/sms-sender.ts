export interface SmsMessage {
  /** Ten-digit North American number. */
  to: string;
  body: string;
}

/**
 * The SMS port. The default adapter (dev-inbox/inbox-sms-sender.ts) logs each message and keeps
 * it for the dev inbox; a provider adapter replaces it where texts are really sent.
 */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<void>;
}
