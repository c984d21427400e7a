import { PROJECTION_NAMES } from '@lens/read-models';

/** A profile's events, its patients included (DESIGN §3). */
export const profileStream = (profileId: string) => `profile-${profileId}`;

/** The read model the projector builds from profile streams. */
export const PROFILES_PROJECTION = PROJECTION_NAMES.profiles;
