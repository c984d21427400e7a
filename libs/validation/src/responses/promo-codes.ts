import { z } from 'zod';
import { instant } from './shared';

/** A promo code on an entry. */
export const promoCodeEntrySchema = z.object({
  code: z.string(),
  codeClass: z.string(),
  award: z.number(),
  appliedAt: instant().nullable(),
});
export type PromoCodeEntry = z.infer<typeof promoCodeEntrySchema>;

/** `GET purchase-submissions/{id}/promo-codes`: the entry's codes, and the same by code class. */
export const promoCodeListSchema = z.object({
  promoCodes: z.array(promoCodeEntrySchema),
  byCodeClass: z.record(z.string(), z.array(promoCodeEntrySchema)),
});
export type PromoCodeList = z.infer<typeof promoCodeListSchema>;

/** `POST purchase-submissions/submit-promo-code`: the bonus the code earns. */
export const promoCodeRewardSchema = z.object({ rewardEarned: z.number() });
export type PromoCodeReward = z.infer<typeof promoCodeRewardSchema>;

/** `POST purchase-submissions/delete-promo-code/{id}`: the confirmation, in the caller's language. */
export const promoCodeRemovedSchema = z.object({ message: z.string() });
export type PromoCodeRemoved = z.infer<typeof promoCodeRemovedSchema>;

/** `GET rewards/promocode_limit/{id}`: the entry holds as many codes as its date allows. */
export const promoCodeLimitSchema = z.object({ promoCodeLimited: z.boolean() });
export type PromoCodeLimit = z.infer<typeof promoCodeLimitSchema>;
