import type { RequestWithActor } from './access';

const KEY_MAX = 254;

/**
 * A text field of the raw (not yet validated) body, trimmed and lower-cased, for a rate-limit
 * key; anything that is not a non-blank string gives no key (the caller's address still counts).
 */
export function bodyKey(request: RequestWithActor, field: string): string | undefined {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value.trim().toLowerCase().slice(0, KEY_MAX);
}

/** A phone number of the raw body as its last ten digits (how the schema stores it). */
export function phoneKey(request: RequestWithActor, field: string): string | undefined {
  const digits = bodyKey(request, field)?.replace(/\D/g, '').slice(-10);
  return digits ? digits : undefined;
}
