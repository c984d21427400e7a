import { PATTERNS } from './patterns';

/** Longest opaque token (two-step session token, captcha response, reset link token). */
export const TOKEN_MAX = 4096;

/**
 * Whether a value passes `token()` (ids.ts), without zod: for a page that must judge a link's
 * token as it shows, before its form's checks have loaded (the web's password reset page, whose
 * first load stays under DESIGN §12's budget). token-shape.unit.spec.ts checks that the two agree.
 */
export function isWellFormedToken(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > TOKEN_MAX) return false;
  const trimmed = value.trim();
  return trimmed !== '' && PATTERNS.token.test(trimmed);
}
