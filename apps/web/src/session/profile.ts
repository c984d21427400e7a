import { type ProfileResult as ProfileAnswer, type ProfileView } from '@lens/validation';
import { ANONYMOUS_PROFILE_ID } from '../config/constants';

/**
 * The session's profile: the api's `result.profile` (`profileViewSchema`, spec 000 §3), or the
 * anonymous one, which has only its `id`.
 */
export type Profile = Pick<ProfileView, 'id'> & Partial<ProfileView>;

/** The answer of `POST profiles/login`, `POST profiles`, `GET profiles/me` and a sign-in's code check. */
export type ProfileResult = Partial<ProfileAnswer>;

export const ANONYMOUS_PROFILE: Profile = Object.freeze({ id: ANONYMOUS_PROFILE_ID });

/**
 * Logged in when the profile id exists and is not `me` (spec 000 §4), and no second step
 * (the texted code) is still to come.
 */
export const isSignedInProfile = (profile: Profile): boolean =>
  Boolean(profile.id) && profile.id !== ANONYMOUS_PROFILE_ID && !profile.twoStepRequired;
