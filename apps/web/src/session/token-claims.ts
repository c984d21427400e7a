/** The claims the browser reads from the `profile-token` JWT (it never verifies them). */
export interface TokenClaims {
  sub?: string;
  /** Expiry, epoch seconds. */
  exp?: number;
  role?: string;
  /** Present while an admin acts for the profile (impersonation). */
  act?: { sub: string; comment?: string; role?: string };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is missing or not a JWT. No signature check. */
export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
