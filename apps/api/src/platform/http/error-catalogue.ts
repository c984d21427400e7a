import { type MessageKey, isMessageKey } from '@lens/validation';

interface Rendering {
  status: number;
  /** The catalogue message shown for the code (the code itself when it is a message key). */
  message?: MessageKey;
}

/**
 * Every error code the API answers with: its HTTP status and its message. Codes not listed are
 * business-rule failures of the domain: 400 with their own message when the catalogue has one.
 */
const CATALOGUE: Readonly<Record<string, Rendering>> = {
  NULL: { status: 400 },
  VALIDATION: { status: 400 },
  DUPLICATE: { status: 409 },
  REFERRED_SELF: { status: 400 },
  UNAUTHORIZED: { status: 401 },
  INVALID_CREDENTIALS: { status: 401 },
  SESSION_EXPIRED: { status: 401, message: 'UNAUTHORIZED' },
  SESSION_ENDED: { status: 401, message: 'UNAUTHORIZED' },
  TWO_STEP_REQUIRED: { status: 401 },
  NOT_WHILE_IMPERSONATING: { status: 403 },
  INVALID_TOKEN: { status: 400 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  METHOD_NOT_ALLOWED: { status: 405 },
  CONFLICT: { status: 409 },
  WRONG_EXPECTED_VERSION: { status: 409, message: 'CONFLICT' },
  DUPLICATE_EMAIL: { status: 409 },
  RATE_LIMITED: { status: 429 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  FILE_TOO_LARGE: { status: 413 },
  FILE_FORMAT: { status: 415 },
  UPLOAD_KEY_USED: { status: 409 },
  // Idempotency-Key (platform/idempotency): a malformed key, a key still running, a key reused.
  IDEMPOTENCY_KEY_INVALID: { status: 400 },
  IDEMPOTENCY_KEY_IN_USE: { status: 409 },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  INELIGIBLE_AGE: { status: 400 },
  BIRTHDAY_IN_FUTURE: { status: 400 },
  INVALID_PHONE_CODE: { status: 400 },
  // Text messages: the provider refused the number; could not be reached; none is configured.
  SMS_REFUSED: { status: 400 },
  SMS_UNAVAILABLE: { status: 503 },
  SMS_NOT_OFFERED: { status: 400 },
  SERVICE_UNAVAILABLE: { status: 503 },
  GENERIC: { status: 500 },
  // Domain codes whose message key differs from the code.
  PROMO_CODE_ALREADY_APPLIED: { status: 400, message: 'PROMO_ALREADY_APPLIED' },
  PROMO_CODE_INCOMPATIBLE: { status: 400, message: 'PROMO_INCOMPATIBLE' },
  PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE: { status: 400, message: 'PROMO_NOT_ELIGIBLE_PRACTICE' },
  PROMO_CODE_INVALID: { status: 400, message: 'PROMO_INVALID' },
  PROMO_CODE_LIMIT_REACHED: { status: 400, message: 'PROMO_LIMIT_REACHED' },
  PROMO_CODE_REQUIRED: { status: 400, message: 'required' },
  // Profiles and patients.
  PRACTICE_NOT_FOUND: { status: 400 },
  PRACTICE_INACTIVE: { status: 400 },
  SELF_ALREADY_EXISTS: { status: 400 },
  // The same person as another patient of the profile (one person, one annual limit).
  PATIENT_DUPLICATE: { status: 400 },
  NOT_LISTED_NAME_REQUIRED: { status: 400, message: 'required' },
  // Estimator and escalation.
  NO_OFFER_ON_DATE: { status: 400 },
  SUBMISSION_WINDOW_CLOSED: { status: 400 },
  PRODUCT_NOT_AVAILABLE: { status: 400 },
  SUPPLY_NOT_SOLD: { status: 400 },
  CAPTCHA_INVALID: { status: 400 },
  // Purchase flow, uploads and promotions.
  SUBMISSION_NOT_FOUND: { status: 404, message: 'NOT_FOUND' },
  SUBMISSION_ID_TAKEN: { status: 409, message: 'CONFLICT' },
  ILLEGAL_STATUS: { status: 409, message: 'ENTRY_LOCKED' },
  INVALID_PURCHASE_DATE: { status: 400, message: 'invalid date' },
  NO_EYE_SUPPLIED: { status: 400, message: 'one eye required' },
  SUPPLY_LENGTH_INVALID: { status: 400, message: 'invalid monthly amount' },
  IMAGE_REQUIRED: { status: 400, message: 'RECEIPT_REQUIRED' },
  PROMO_CODE_CLASS_TAKEN: { status: 409 },
  PROMOTION_EXISTS: { status: 409, message: 'duplicate' },
  PROMOTION_NOT_FOUND: { status: 404, message: 'NOT_FOUND' },
  PROMOTION_WINDOW_INVALID: { status: 400, message: 'date order' },
  PROMOTION_AWARD_INVALID: { status: 400, message: 'invalid award' },
  CODE_CLASS_NOT_FOUND: { status: 404, message: 'NOT_FOUND' },
  CODE_CLASS_REQUIRED: { status: 400, message: 'required' },
  COMBINE_WITH_ITSELF: { status: 400, message: 'combine with itself' },
  // Express rewards and the extra pages.
  EXPRESS_ENTRY_NOT_FOUND: { status: 404, message: 'NOT_FOUND' },
  EXPRESS_ENTRY_DECLINED: { status: 409 },
  EXPRESS_CLAIM_REQUIRED: { status: 409 },
  CLAIMANT_INCOMPLETE: { status: 400, message: 'required' },
  EXPRESS_CONTACT_REQUIRED: { status: 400, message: 'Patient Email or Phone Required' },
  NO_PLAYS_LEFT: { status: 409 },
  // Back office (issue 9).
  IMPERSONATION_REFUSED: { status: 409 },
  EXCEPTION_REQUIRED: { status: 409 },
  COMMENT_REQUIRED: { status: 400, message: 'required' },
  INVALID_EXCEPTION_ID: { status: 400, message: 'invalid exception id' },
  INVALID_INCOMPLETE_REASON: { status: 400, message: 'invalid incomplete reason' },
  REJECTION_REASON_REQUIRED: { status: 400, message: 'required' },
  REVIEW_REASON_REQUIRED: { status: 400, message: 'required' },
  LIMIT_CONFIRMATION_NOT_APPLICABLE: { status: 409 },
  CSV_UNREADABLE: { status: 400 },
  CSV_COLUMNS_MISSING: { status: 400 },
  ECP_UPLOAD_EMPTY: { status: 400 },
  ECP_UPLOAD_HAS_ERRORS: { status: 409 },
  EMAIL_TRIGGER_TOO_MANY: { status: 400 },
  // Support inbox (issue 17 item 2).
  ESCALATION_CLOSED: { status: 409 },
};

export function render(code: string): { status: number; message: MessageKey | string } {
  const known = CATALOGUE[code];
  const message = known?.message ?? code;
  return { status: known?.status ?? 400, message: isMessageKey(message) ? message : 'GENERIC' };
}

export const knownCodes = () => Object.keys(CATALOGUE);
