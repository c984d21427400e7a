import type { Message } from '@lens/domain';

/**
 * A staff member's own audit stream (`staff-<profileId>`): what they did as themselves that no
 * entry or profile stream records. Appended without a decider: there is nothing to decide.
 */
export const staffStream = (profileId: string) => `staff-${profileId}`;

/** An admin started acting for a profile, with the reason every later event carries. */
export type ImpersonationStarted = Message<
  'ImpersonationStarted',
  { adminId: string; profileId: string; comment: string; startedAt: string; expiresAt: string }
>;

/** The admin went back to their own session. */
export type ImpersonationEnded = Message<
  'ImpersonationEnded',
  { adminId: string; profileId: string; comment: string; endedAt: string }
>;
