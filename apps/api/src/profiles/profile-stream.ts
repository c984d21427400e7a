/** A profile's events, its patients included (DESIGN §3). */
export const profileStream = (profileId: string) => `profile-${profileId}`;

/** The read model the projector builds from profile streams (schema `read_profiles`). */
export const PROFILES_PROJECTION = 'profiles';
