import { ENTRY_TYPES, PRODUCT_CODES, SUBMISSION_STATUSES } from '@lens/domain';
import { z } from 'zod';
import { EXPRESS_ENTRY_TYPES } from '../express-claim/express-claim';
import { day } from './shared';

/**
 * What the holder of an express claim link may see (`GET express-claims/{id}`): the practice, the
 * purchase and its reward, and where the claim stands; never the claimant's details.
 */
export const expressClaimViewSchema = z.object({
  submissionId: z.string(),
  entryType: z.enum(ENTRY_TYPES),
  state: z.enum(['open', 'claimed', 'declined', 'confirmed']),
  status: z.enum(SUBMISSION_STATUSES),
  purchaseDate: day(),
  brands: z.array(z.enum(PRODUCT_CODES)),
  supplyLength: z.number().int().nullable(),
  practice: z.object({ display_name: z.string(), city: z.string(), state: z.string() }).nullable(),
  /** The reward granted, else the estimate; null when neither is known. */
  reward: z.object({ total: z.number() }).nullable(),
  photoAttached: z.boolean(),
  confirmationCode: z.string().nullable(),
});
export type ExpressClaimView = z.infer<typeof expressClaimViewSchema>;

/** A key to upload the receipt photo with (express claims carry no session token). */
export const expressUploadKeySchema = z.object({
  uploadHost: z.string(),
  uploadPath: z.string(),
  /** Epoch seconds. */
  expiresAt: z.number().int(),
});
export type ExpressUploadKey = z.infer<typeof expressUploadKeySchema>;

/** `POST express-claims/{id}/upload-key`. */
export const expressUploadSchema = z.object({ upload: expressUploadKeySchema });
export type ExpressUpload = z.infer<typeof expressUploadSchema>;

/** `POST express-claims/{id}/claim`: the upload key and the claim as it now stands. */
export const expressClaimedSchema = z.object({
  upload: expressUploadKeySchema,
  claim: expressClaimViewSchema,
});
export type ExpressClaimed = z.infer<typeof expressClaimedSchema>;

/** `POST admin/api/express-claims`: the express entry a checkout or shop created, and its link. */
export const expressCheckoutCreatedSchema = z.object({
  submissionId: z.string(),
  entryType: z.enum(EXPRESS_ENTRY_TYPES),
  claimPath: z.string(),
  /** Where the claim link went: e-mailed by the worker, or texted (`sent: false` if that failed). */
  link: z.object({
    channel: z.enum(['email', 'sms']),
    to: z.string(),
    /** The provider's answer: true once it took the text (an e-mail once it is queued). */
    sent: z.boolean(),
    /** Why a text was not sent: the provider refused the number, or could not be reached. */
    reason: z.enum(['SMS_REFUSED', 'SMS_UNAVAILABLE']).optional(),
  }),
});
export type ExpressCheckoutCreated = z.infer<typeof expressCheckoutCreatedSchema>;
