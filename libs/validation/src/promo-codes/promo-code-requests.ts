import { type z } from 'zod';
import { optionalCode, promoCode } from '../common/ids';
import { payload } from '../common/objects';

/** POST purchase-submissions/delete-promo-code/{submissionId}: `code_class` only when codes stack. */
export const deletePromoCodeSchema = payload({ code_class: optionalCode() });
export type DeletePromoCode = z.infer<typeof deletePromoCodeSchema>;

/** GET purchase-submissions/{submissionId}/promo-codes?code= (query). */
export const promoCodeListQuerySchema = payload({ code: promoCode().optional() });
export type PromoCodeListQuery = z.infer<typeof promoCodeListQuerySchema>;
