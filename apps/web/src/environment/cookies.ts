export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  /** Framed by a host page: the browser only sends Secure, SameSite=None cookies (spec 000 §9). */
  iframe: boolean;
}

function attributes({ days, iframe }: CookieOptions): string {
  const parts = ['path=/', iframe ? 'SameSite=None' : 'SameSite=Lax'];
  if (iframe || window.location.protocol === 'https:') parts.push('Secure');
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 86_400)}`);
  return parts.join('; ');
}

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes(options)}`;
}

export function deleteCookie(name: string, options: Pick<CookieOptions, 'iframe'>): void {
  document.cookie = `${encodeURIComponent(name)}=; ${attributes({ ...options, days: 0 })}`;
}
