import { atom } from 'jotai';
import { nowAtom } from '../app-state/app-state.state';
import { REGISTERED_USER_COOKIE, TOKEN_STORAGE_KEY } from '../config/constants';
import { deleteCookie, writeCookie } from '../environment/cookies';
import { inIframeAtom } from '../environment/environment.state';
import { storedStringAtom } from '../environment/string-storage';
import { ANONYMOUS_PROFILE, isSignedInProfile, type Profile, type ProfileResult } from './profile';
import { decodeTokenClaims } from './token-claims';

/** The session token, kept in local storage and sent as `profile-token`. */
export const tokenAtom = storedStringAtom(TOKEN_STORAGE_KEY);

export const profileAtom = atom<Profile>(ANONYMOUS_PROFILE);

export const tokenClaimsAtom = atom((get) => decodeTokenClaims(get(tokenAtom)));

/** Token expiry in epoch ms, or null without a (readable) token. */
export const sessionExpiresAtAtom = atom((get) => {
  const exp = get(tokenClaimsAtom)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
});

export const isSignedInAtom = atom((get) => isSignedInProfile(get(profileAtom)));

/** The admin acting for this profile, when the token carries an `act` claim. */
export const impersonatorAtom = atom((get) => get(tokenClaimsAtom)?.act ?? null);

/** An admin acting for this profile: only they may use the admin-only overrides. */
export const adminActingAtom = atom((get) => get(impersonatorAtom)?.role === 'admin');

export type SessionStatus = 'anonymous' | 'active' | 'expired';

/**
 * anonymous: nobody signed in; active: signed in with an unexpired token; expired: signed in but
 * the token's expiry is at or before now (spec 000 §4), re-evaluated on every clock tick.
 */
export const sessionStatusAtom = atom<SessionStatus>((get) => {
  if (!get(isSignedInAtom)) return 'anonymous';
  const expiresAt = get(sessionExpiresAtAtom);
  return expiresAt !== null && expiresAt > get(nowAtom) ? 'active' : 'expired';
});

/** Logout: forget the token, the registered-user cookie and the profile (spec 000 §4). */
export const logoutAtom = atom(null, (get, set) => {
  set(tokenAtom, null);
  set(profileAtom, ANONYMOUS_PROFILE);
  deleteCookie(REGISTERED_USER_COOKIE, { iframe: get(inIframeAtom) });
});

/**
 * Runs a login, register or profile call: its profile replaces the current one, a token that
 * arrives is stored with the registered-user cookie, and any failure logs out and is rethrown.
 */
export const runProfileCallAtom = atom(
  null,
  async (get, set, call: () => Promise<ProfileResult>): Promise<Profile> => {
    try {
      const result = await call();
      const token = result.profile?.token;
      if (token) {
        set(tokenAtom, token);
        writeCookie(REGISTERED_USER_COOKIE, '1', { days: 365, iframe: get(inIframeAtom) });
      }
      const { token: _token, ...profile } = result.profile ?? ANONYMOUS_PROFILE;
      set(profileAtom, profile);
      return profile;
    } catch (error) {
      set(logoutAtom);
      throw error;
    }
  },
);
