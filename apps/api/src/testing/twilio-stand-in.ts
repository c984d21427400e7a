import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicCredentials, startStandInServer } from './stand-in-server';

/** What the stand-in answers for a number (`To`, E.164). Default: accepted and queued. */
export type TwilioBehaviour =
  'accept' | 'invalid-number' | 'failed' | 'server-error' | 'hang' | 'unauthorized';

export interface ReceivedText {
  accountSid: string;
  /** Basic auth user: the API key SID or the account SID. */
  user: string;
  form: Record<string, string>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, Basic auth), answering in Twilio's JSON shapes: a boundary we do not own, so the
 * tests talk to this instead of twilio.com. Credentials other than `user`/`password` get 401.
 */
export async function startTwilioStandIn(credentials: { user: string; password: string }) {
  const received: ReceivedText[] = [];
  const behaviours = new Map<string, TwilioBehaviour>();

  const answer = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

  const handle = (request: IncomingMessage, response: ServerResponse, text: string) => {
    const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(
      request.url ?? '',
    );
    if (request.method !== 'POST' || !match)
      return answer(response, 404, { code: 20404, message: 'not found', status: 404 });
    const [user, password] = basicCredentials(request);
    const form = Object.fromEntries(new URLSearchParams(text));
    const to = form['To'] ?? '';
    const behaviour =
      user !== credentials.user || password !== credentials.password
        ? 'unauthorized'
        : (behaviours.get(to) ?? 'accept');
    received.push({ accountSid: match[1]!, user, form });
    const sid = `SM${hex(16)}`;
    const message = (status: string, errorCode: number | null = null) => ({
      sid,
      account_sid: match[1],
      to,
      from: form['From'] ?? null,
      messaging_service_sid: form['MessagingServiceSid'] ?? null,
      body: form['Body'],
      status,
      error_code: errorCode,
      error_message: null,
      direction: 'outbound-api',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
    });
    switch (behaviour) {
      case 'accept':
        return answer(response, 201, message(form['MessagingServiceSid'] ? 'accepted' : 'queued'));
      case 'failed':
        return answer(response, 201, message('failed', 30003));
      case 'invalid-number':
        return answer(response, 400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        });
      case 'unauthorized':
        return answer(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      case 'server-error':
        return answer(response, 500, {
          code: 20500,
          message: 'Internal Server Error',
          status: 500,
        });
      case 'hang':
        return server.hold(response); // never answered: the client's timeout decides
    }
  };

  const server = await startStandInServer(handle);
  return {
    url: server.origin,
    received,
    /** How the stand-in answers texts to `to` (E.164) from now on. */
    answer: (to: string, behaviour: TwilioBehaviour) => behaviours.set(to, behaviour),
    close: server.close,
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

/** Settings of a Twilio account for the tests (format-valid, never real). */
export function twilioTestAccount() {
  return {
    accountSid: `AC${hex(16)}`,
    keySid: `SK${hex(16)}`,
    keySecret: hex(16),
    from: '+12125550100',
  };
}
