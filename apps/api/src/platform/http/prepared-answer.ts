import { languageOf, message } from '@lens/validation';
import { render } from './error-catalogue';

/** An answer made before the handler ran or after it: status, the headers it owns, the body. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** What a 503 for an unavailable dependency tells the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Thrown to send an answer as it is (e.g. the stored first answer to an idempotency key): the
 * exception filter writes it unchanged.
 */
export class PreparedAnswer extends Error {
  constructor(readonly answer: Answer) {
    super('PREPARED_ANSWER');
    this.name = 'PreparedAnswer';
  }
}

/** The 503 of an outage, in the caller's language (the filter's, for answers it does not write). */
export function unavailableAnswer(acceptLanguage: string | undefined): Answer {
  const rendering = render('SERVICE_UNAVAILABLE');
  const errors = [
    {
      name: 'body',
      code: 'SERVICE_UNAVAILABLE',
      message: message(rendering.message, languageOf(acceptLanguage)),
    },
  ];
  return {
    status: rendering.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
    },
    body: Buffer.from(JSON.stringify({ errors })),
  };
}
