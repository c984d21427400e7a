import { type z } from 'zod';
import { optionalChoice } from '../common/choices';
import { id, sku } from '../common/ids';
import { payload } from '../common/objects';

/** `m` for a viewport under 768 px wide, else `def` (spec 000 §3). */
export const CHANNELS = ['m', 'def'] as const;

/** POST purchase-submissions/confirm?channel= (query). */
export const confirmQuerySchema = payload({ channel: optionalChoice(CHANNELS, 'invalid choice') });
export type ConfirmQuery = z.infer<typeof confirmQuerySchema>;

/** GET purchase-submissions/search/by-id (query). */
export const submissionSearchQuerySchema = payload({ purchase_submission_id: id() });
export type SubmissionSearchQuery = z.infer<typeof submissionSearchQuerySchema>;

/** Path of purchase-submissions/{submissionId}/promo-codes, delete-promo-code/{submissionId}, admin comments. */
export const submissionIdParamsSchema = payload({ submissionId: id() });
export type SubmissionIdParams = z.infer<typeof submissionIdParamsSchema>;

/** Path of purchase-submissions/{id}/receipt-reading. */
export const receiptReadingParamsSchema = payload({ id: id() });
export type ReceiptReadingParams = z.infer<typeof receiptReadingParamsSchema>;

/** Path of purchase-submissions/all/{profileId}. */
export const profileIdParamsSchema = payload({ profileId: id() });
export type ProfileIdParams = z.infer<typeof profileIdParamsSchema>;

/** Path of purchase-submissions/sku/{SKU}. */
export const skuParamsSchema = payload({ SKU: sku() });
export type SkuParams = z.infer<typeof skuParamsSchema>;
