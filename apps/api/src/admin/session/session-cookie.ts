import type { CookieOptions } from 'express';
import type { StaffSession } from '@lens/validation';
import type { Actor } from '../../platform/auth/tokens';
import type { AppConfig } from '../../platform/config/config';
import { ADMIN_SESSION_PATH } from '../access/admin-session-cookie';

/** The admin session cookie's attributes: HttpOnly, SameSite=Strict on /admin, Secure in production. */
export const sessionCookieOptions = (config: AppConfig): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: config.env === 'production',
  path: ADMIN_SESSION_PATH,
});

/** Who a staff token belongs to and until when. */
export const sessionOf = (actor: Actor): StaffSession => ({
  profileId: actor.profileId,
  role: actor.role,
  expiresAt: new Date(actor.expiresAt * 1000).toISOString(),
});
