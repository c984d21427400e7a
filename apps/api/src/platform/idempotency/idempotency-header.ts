import { Failure } from '../http/failure';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The methods that change state: each accepts the header. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);
/**
 * The draft's key is a Structured Field string ("…"); Stripe's goes bare: both are read. At least
 * 16 characters (a UUID is 36): anonymous callers share one scope, so a key must be unguessable.
 */
const KEY = /^[\x21-\x7e]{16,255}$/;
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  if (!KEY.test(key)) throw new Failure('IDEMPOTENCY_KEY_INVALID', IDEMPOTENCY_KEY_HEADER);
  return key;
}
