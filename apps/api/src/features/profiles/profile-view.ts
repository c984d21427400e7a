import type { ProfileFacts } from '@lens/read-models';
import type { ProfileView } from '@lens/validation';
import type { Role } from '../../platform/auth/tokens';
import type { PhoneOnFile } from './credentials';
import type { ProfileStanding } from './profile-standing';

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
    phone: PhoneOnFile;
    twoStepRequired: boolean;
    /** Express rewards waiting to be claimed (`express-notices.ts`). */
    expressSubmissions: readonly string[];
  },
  standing: ProfileStanding,
): ProfileView {
  return {
    token: session.token,
    id: facts.profileId,
    is_limited: standing.is_limited,
    plays_remaining: standing.plays_remaining,
    first_name: facts.firstName,
    last_name: facts.lastName,
    email: facts.email,
    language: facts.language,
    oktaId: null,
    activePrograms: standing.activePrograms,
    milestones: standing.milestones,
    expressSubmissionsList: [...session.expressSubmissions],
    role: session.role,
    phone_verified: session.phone.verified,
    phone_number_masked: maskedPhone(session.phone.number),
    twoStepRequired: session.twoStepRequired,
  };
}

export type { ProfileView };
