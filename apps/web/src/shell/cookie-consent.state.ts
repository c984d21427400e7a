import { atom } from 'jotai';
import { COOKIE_CONSENT_STORAGE_KEY } from '../config/constants';
import { storedStringAtom } from '../environment/string-storage';

export type CookieConsent = 'all' | 'essential';

/** The visitor's cookie choice; null until they make one. */
export const cookieConsentAtom = storedStringAtom(COOKIE_CONSENT_STORAGE_KEY);

/** The gate: analytics and tracking cookies only with consent to all cookies. */
export const analyticsAllowedAtom = atom((get) => get(cookieConsentAtom) === 'all');

/** "Cookie settings" (footer) opened the choice again, over one already made (issue 29 item 3). */
export const cookieChoiceReopenedAtom = atom(false);
