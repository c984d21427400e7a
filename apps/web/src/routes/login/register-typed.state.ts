import { type Register } from '@lens/validation';
import { sessionStoredAtom } from '../../features/draft/session-stored';

/** What the registration form holds as typed, never the password. */
export type RegisterTyped = Omit<Register, 'password' | 'language'>;

export const REGISTER_TYPED_STORAGE_KEY = 'lensRewards.registerTyped';

/**
 * The registration being typed, kept in this tab's session storage (issue 29 item 6): Back from
 * /ineligible_age or /dup_account, or a reload, shows the form as it was (the password is typed
 * again); a registration that succeeds forgets it.
 */
export const registerTypedAtom = sessionStoredAtom<RegisterTyped>(REGISTER_TYPED_STORAGE_KEY);
