import type { Language, Message } from '@lens/domain';

/** Bump with an upcaster when `FriendsReferred` changes shape. */
export const REFERRAL_SCHEMA_VERSION = 1;

export interface ReferredFriend {
  name: string;
  email: string;
}

/**
 * A "tell a friend" referral (stream `referral-<id>`): up to three friends, each invited once.
 * The invitation's language and the referrer's first name are recorded too (events before them
 * lack both), so the invitations can be planned from the event alone.
 */
export type FriendsReferred = Message<
  'FriendsReferred',
  {
    referralId: string;
    referrerProfileId: string | null;
    friends: ReferredFriend[];
    referredAt: string;
    language?: Language;
    fromName?: string | null;
  }
>;
