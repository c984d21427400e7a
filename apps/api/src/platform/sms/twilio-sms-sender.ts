import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { Failure } from '../http/failure';
import { type SmsMessage, SmsSender, type SmsSent } from '../auth/sms-sender';
import type { SmsSettings } from '../config/config';

type TwilioSettings = Extract<SmsSettings, { kind: 'twilio' }>;

/** Where Twilio's client sends the Messages API; `TWILIO_API_URL` may put it elsewhere. */
const TWILIO_API = 'https://api.twilio.com';

/** Statuses of a message Twilio took but has already given up on. */
const NOT_SENT = new Set(['failed', 'undelivered', 'canceled']);

/**
 * Twilio's own HTTP client, sending to another origin than api.twilio.com: the supported way to
 * change where the client talks (a custom `httpClient`, Twilio's "custom HTTP client" guide), used
 * for a regional proxy or, in the tests, a local stand-in for Twilio's API.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: string,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API)
      ? this.origin + opts.uri.slice(TWILIO_API.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/** What a failed `messages.create` means for the caller: the number refused, or no answer. */
function failureOf(error: unknown): Failure {
  const status = (error as { status?: unknown }).status;
  // 400: Twilio refused this message (an invalid or unsubscribed number, a region not enabled…).
  if (error instanceof twilio.RestException && status === 400)
    return new Failure('SMS_REFUSED', 'phone_number', { providerCode: error.code ?? null });
  // Anything else (401 credentials, 429, 5xx, a timeout, no connection) is ours to fix or wait out.
  return new Failure('SMS_UNAVAILABLE', 'phone_number');
}

/**
 * The SMS port over Twilio's Messages API (`twilio`): a text counts as sent once Twilio has
 * accepted it (its SID), never before. North American numbers are sent in E.164 (`+1…`).
 */
export class TwilioSmsSender extends SmsSender {
  readonly available = true;
  private readonly client: twilio.Twilio;

  constructor(
    private readonly settings: TwilioSettings,
    private readonly onError: (error: unknown, to: string) => void = () => undefined,
  ) {
    super();
    const http = { timeout: settings.timeoutMs };
    this.client = twilio(settings.username, settings.password, {
      accountSid: settings.accountSid,
      timeout: settings.timeoutMs,
      httpClient:
        settings.apiUrl === TWILIO_API
          ? new twilio.RequestClient(http)
          : new RebasedRequestClient(settings.apiUrl, http),
    });
  }

  async send({ to, body }: SmsMessage): Promise<SmsSent> {
    const from = this.settings.from;
    const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
    const message = await this.client.messages
      .create({ to: `+1${to}`, body, ...sender })
      .catch((error: unknown) => {
        this.onError(error, to);
        throw failureOf(error);
      });
    if (NOT_SENT.has(message.status)) {
      this.onError(new Error(`message ${message.sid} ${message.status}`), to);
      throw new Failure('SMS_REFUSED', 'phone_number', { providerCode: message.errorCode ?? null });
    }
    return { id: message.sid };
  }
}
