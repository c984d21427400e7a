import type { Actor, Tokens } from '../../platform/auth/tokens';
import { Failure } from '../../platform/http/failure';
import type { Credentials } from '../profiles/credentials';

/** The body's `token` must be valid and name the caller's own profile. */
export async function checkOwnToken(tokens: Tokens, actor: Actor, token: string): Promise<void> {
  const named = await tokens.verify(token).catch(() => null);
  if (named?.profileId !== actor.profileId) throw new Failure('UNAUTHORIZED', 'token');
}

/** The number a pending sign-in's code goes to; a profile without one cannot finish. */
export async function verifiedPhoneOf(credentials: Credentials, actor: Actor): Promise<string> {
  const phone = await credentials.phoneOf(actor.profileId);
  if (!phone.verified || !phone.number) throw new Failure('UNAUTHORIZED', 'token');
  return phone.number;
}
