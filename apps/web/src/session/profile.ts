import { type Language } from '@lens/domain';
import { ANONYMOUS_PROFILE_ID } from '../config/constants';

/** The signed-in profile (spec 000 §3); fields beyond `id` arrive from the API as it grows. */
export interface Profile {
  id: string;
  token?: string;
  is_limited?: boolean;
  plays_remaining?: number;
  first_name?: string;
  last_name?: string;
  email?: string;
  oktaId?: string | null;
  language?: Language;
  role?: 'patient' | 'admin' | 'support' | 'finance';
  /** The active patient's practice's programmes current now, by name, with their windows. */
  activePrograms?: Readonly<Record<string, { start_date: string; end_date: string }>>;
  /** Every milestone by name: open to this profile now (public, or enrolled by its practice). */
  milestones?: Readonly<Record<string, boolean>>;
  expressSubmissionsList?: readonly unknown[];
  /** A code proved the number on file. */
  phone_verified?: boolean;
  phone_number_masked?: string | null;
  /** This sign-in still waits for its texted code (the API refuses the token elsewhere). */
  twoStepRequired?: boolean;
}

/** The answer of `POST profiles/login`, `POST profiles` and `GET profiles/me`. */
export interface ProfileResult {
  profile?: Profile;
  token?: string;
}

export const ANONYMOUS_PROFILE: Profile = Object.freeze({ id: ANONYMOUS_PROFILE_ID });

/**
 * Logged in when the profile id exists and is not `me` (spec 000 §4), and no second step
 * (the texted code) is still to come.
 */
export const isSignedInProfile = (profile: Profile): boolean =>
  Boolean(profile.id) && profile.id !== ANONYMOUS_PROFILE_ID && !profile.twoStepRequired;
