import { MILESTONES, type RegisteredProfile, isMilestoneActive } from '@lens/domain';
import type { Role } from '../auth/tokens';
import type { PhoneOnFile } from './credentials';

/** What the profile answer is built from: the domain's state or its read-model row. */
export type ProfileFacts = Pick<
  RegisteredProfile,
  'profileId' | 'email' | 'firstName' | 'lastName' | 'language'
>;

/** Every milestone programme by name: true when it is running at `now` (e.g. promocodeStacking). */
export function activePrograms(now: Date): Record<string, boolean> {
  return Object.fromEntries(
    MILESTONES.map((milestone) => [milestone.name, isMilestoneActive(milestone, now.getTime())]),
  );
}

/** A phone number as the profile answer shows it: `(•••) •••-1234`. */
export function maskedPhone(number: string | null): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `(•••) •••-${digits.slice(-4)}` : null;
}

/**
 * `result.profile` (spec 000 §3), plus two-step: `phone_verified` (a code proved the number on
 * file), `phone_number_masked` and `twoStepRequired` (this token still waits for the code).
 */
export function profileView(
  facts: ProfileFacts,
  session: {
    token: string;
    role: Role;
    now: Date;
    phone: PhoneOnFile;
    twoStepRequired: boolean;
    /** Express rewards waiting to be claimed (`express-notices.ts`). */
    expressSubmissions: readonly string[];
  },
) {
  return {
    token: session.token,
    id: facts.profileId,
    // Neither a play limit nor a profile-wide limit exists yet: see docs/decisions/profiles.md.
    is_limited: false,
    plays_remaining: 0,
    first_name: facts.firstName,
    last_name: facts.lastName,
    email: facts.email,
    language: facts.language,
    oktaId: null,
    activePrograms: activePrograms(session.now),
    expressSubmissionsList: [...session.expressSubmissions],
    role: session.role,
    phone_verified: session.phone.verified,
    phone_number_masked: maskedPhone(session.phone.number),
    twoStepRequired: session.twoStepRequired,
  };
}

export type ProfileView = ReturnType<typeof profileView>;
