import { PROJECTION_NAMES, profilesProjection } from '@lens/read-models';
import { inlineReadModels } from '../../platform/event-sourcing/inline-read-models';

/** A profile's events, its patients included (DESIGN §3). */
export const profileStream = (profileId: string) => `profile-${profileId}`;

/** The read model the projector builds from profile streams. */
export const PROFILES_PROJECTION = PROJECTION_NAMES.profiles;

/**
 * The profile's rows, written inline by the appends whose next screen reads them (registration,
 * the patient commands) where the events live in PostgreSQL (DESIGN §4); the projector writes
 * them too, skipping what is already there.
 */
export const profilesInline = inlineReadModels([profilesProjection]);
