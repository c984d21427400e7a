import { type z } from 'zod';
import { textOf, withRules } from '../common/cross-field';
import { id, promoCode } from '../common/ids';
import { payload } from '../common/objects';

/** The promo code form, and the body of POST purchase-submissions/submit-promo-code. */
export const promoCodeFormSchema = payload({ code: promoCode(), purchase_submission_id: id() });
export type PromoCodeForm = z.infer<typeof promoCodeFormSchema>;

export const submitPromoCodeSchema = promoCodeFormSchema;
export type SubmitPromoCode = PromoCodeForm;

/** The form as the web runs it: a code already applied (any case) is DUPLICATE, "Is already applied." */
export function makePromoCodeFormSchema(appliedCodes: readonly string[]) {
  const applied = new Set(appliedCodes.map((c) => c.trim().toLowerCase()));
  return withRules(promoCodeFormSchema, (fields) =>
    applied.has(textOf(fields['code'])?.toLowerCase() ?? '')
      ? [{ path: ['code'], key: 'PROMO_ALREADY_APPLIED', code: 'DUPLICATE' }]
      : [],
  );
}
