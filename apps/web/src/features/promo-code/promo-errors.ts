import { message } from '@lens/validation';
import { isApiFailure } from '../../api/api-failure';

/**
 * The promo code's error text (spec 000 §8): the server's incompatible and not-eligible messages
 * as it sends them (in the person's language); any other failure is the invalid-code message.
 */
export function promoFailureText(error: unknown, language: string): string {
  if (isApiFailure(error)) {
    const kept = error.errors.find(
      (e) =>
        e.code === 'PROMO_CODE_INCOMPATIBLE' || e.code === 'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE',
    );
    if (kept) return kept.message;
  }
  return message('PROMO_INVALID', language);
}

/** The failure's code for the form_error event. */
export const promoFailureCode = (error: unknown): string =>
  isApiFailure(error) ? error.code : 'UNKNOWN';
