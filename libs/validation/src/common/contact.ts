import { PATTERNS } from './patterns';
import { matching, optionalText, requiredText } from './text';

const EMAIL_MAX = 254;

const emailOptions = matching(PATTERNS.email, 'invalid email', EMAIL_MAX, {
  rules: [{ pattern: PATTERNS.saneDots, key: 'invalid email' }],
  normalize: (value) => value.toLowerCase(),
});

/** A valid e-mail address, trimmed and lower-cased. */
export const email = () => requiredText(emailOptions);
export const optionalEmail = () => optionalText(emailOptions);

const PHONE_MAX = 20;
/** Keeps the 10 digits: "+1 (212) 555-0123" becomes "2125550123". */
const tenDigits = (value: string) => value.replace(/\D/g, '').slice(-10);

const phoneOptions = matching(PATTERNS.phone, 'invalid phone', PHONE_MAX, { finish: tenDigits });

/** North American phone number (area and exchange codes 2-9); blank allowed; stored as 10 digits. */
export const phone = () => optionalText(phoneOptions);

/** The same rule where a number must be given (sending an SMS code). */
export const requiredPhone = () => requiredText(phoneOptions);
