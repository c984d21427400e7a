// The specification's client-side constants (spec 000 §9, spec 001 §9) and our storage names.

/** Local storage key of the session token (spec 000 §9: "Token kept under a local-storage key"). */
export const TOKEN_STORAGE_KEY = 'lensRewards.token';
/** Local storage key of a language the visitor chose with the toggle. */
export const LANGUAGE_STORAGE_KEY = 'lensRewards.language';
/** Local storage key of the cookie-consent choice. */
export const COOKIE_CONSENT_STORAGE_KEY = 'lensRewards.cookieConsent';

/** Set by the onboarding page once it should be skipped: / then goes to the dashboard. */
export const ONBOARDING_HIDDEN_COOKIE = 'lr_onboarding_hidden';
/** The registered-user ("new-user") cookie: set when a token arrives, cleared on logout. */
export const REGISTERED_USER_COOKIE = 'lr_new_user';

export const SESSION_TICK_MS = 1_000;
export const MODAL_AUTO_REDIRECT_MS = 3_000;
export const REDIRECT_PAGE_DELAY_MS = 3_000;
export const ESTIMATOR_DEBOUNCE_MS = 100;
export const TOOLTIP_HIDE_MS = 500;
export const CAPTCHA_POLL_MS = 500;
/** A page group that has not loaded by then fails with ChunkLoadError (spec 001 §9). */
export const PAGE_GROUP_TIMEOUT_MS = 120_000;

/** Radius (miles) of the "near me" search after the location modal's allow. */
export const LOCATION_SEARCH_RADIUS = 5;
export const DEFAULT_ESTIMATOR_RADIUS = 5;

/** The FAQ help popup (spec 000 §9). */
export const HELP_POPUP = { width: 768, height: 600 } as const;
/** Channel `m` below this viewport width, else `def`. */
export const MOBILE_MAX_WIDTH = 768;

/** A profile id that means "nobody is signed in" (spec 000 §4: logged in when id is not me). */
export const ANONYMOUS_PROFILE_ID = 'me';
