import { message } from '@lens/validation';
import type { Response } from 'supertest';

/** Asserts the answer to a request made while a dependency was down: 503, never 500. */
export function expectUnavailable(response: Response, lang: 'en' | 'es' = 'es'): void {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.body).toEqual({
    errors: [
      {
        name: 'body',
        code: 'SERVICE_UNAVAILABLE',
        message: message('SERVICE_UNAVAILABLE', lang),
      },
    ],
  });
}
