import { sessionStoredAtom } from '../../features/draft/session-stored';

/** A number to prove after registering, or a sign-in waiting for its code. */
export type SecondStep =
  { kind: 'verify'; phone: string } | { kind: 'signIn'; maskedPhone: string };

export const SECOND_STEP_STORAGE_KEY = 'lensRewards.secondStep';

/**
 * The texted-code step /login waits on, kept in session storage (issue 12 item 10): reloading
 * "Confirm your mobile number" opens it again instead of leaving the number unproven for good.
 */
export const secondStepAtom = sessionStoredAtom<SecondStep>(SECOND_STEP_STORAGE_KEY);
