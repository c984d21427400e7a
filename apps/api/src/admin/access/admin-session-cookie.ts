import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { TOKEN_HEADER } from '../../platform/auth/auth.guard';

/** The back office's browser session: an HttpOnly cookie holding a staff member's JWT. */
export const ADMIN_SESSION_COOKIE = 'admin_session';
/** Sent only to the back office's API and the queue board. */
export const ADMIN_SESSION_PATH = '/admin';

/** The value of one cookie of a `Cookie` header, if present. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Lets a browser download (CSV exports) and browser-only pages authenticate with the admin
 * session cookie: on GET and HEAD under /admin/api, a request without a `profile-token` header
 * carries the cookie's token in its place, and the usual guard then checks it and its role.
 * State-changing requests always need the header, so the cookie cannot be used to forge them.
 */
@Injectable()
export class AdminSessionCookie implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method) && request.headers[TOKEN_HEADER] === undefined) {
      const token = cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE);
      if (token) request.headers[TOKEN_HEADER] = token;
    }
    next();
  }
}
