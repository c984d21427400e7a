import { bodyKey } from '../../platform/auth/request-keys';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limit';

const HOUR = 3_600;

/** Sign-ups from one caller address: enough for a family, not for a script. */
export const OPT_IN_LIMIT: RateLimitRule = { name: 'opt-in', points: 10, windowSeconds: HOUR };

/** Confirmation messages to one address (e-mail or phone) a day, whoever asks. */
export const OPT_IN_MESSAGES_PER_ADDRESS = { points: 3, windowSeconds: 24 * HOUR };

/** Confirming or withdrawing by a signed link (a person clicking). */
export const OPT_IN_LINK_LIMIT: RateLimitRule = {
  name: 'opt-in-link',
  points: 60,
  windowSeconds: HOUR,
};

/**
 * RFC 8058 one-click unsubscribes: mail providers POST them from few addresses for many people,
 * so the limit is per link, generous per address.
 */
export const ONE_CLICK_LIMIT: RateLimitRule = {
  name: 'opt-in-one-click',
  points: 600,
  windowSeconds: 60,
  keyOf: (request) => {
    const token = (request.query as Record<string, unknown> | undefined)?.['token'];
    return typeof token === 'string' ? token.slice(-43) : undefined;
  },
};

/** Estimate e-mails: 5 a day per e-mail address and per caller address. */
export const ESTIMATE_EMAIL_LIMIT: RateLimitRule = {
  name: 'estimate-email',
  points: 5,
  windowSeconds: 86_400,
  keyOf: (request) => bodyKey(request, 'email'),
};
