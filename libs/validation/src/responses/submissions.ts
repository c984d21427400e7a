import { SUBMISSION_STATUSES, SUPPLY_MONTHS } from '@lens/domain';
import { z } from 'zod';
import { instant } from './shared';

/** The rewards breakdown of an entry (spec 000 §3 Rewards). */
export const rewardsSchema = z.object({
  baseReward: z.number(),
  bonusRewards: z.object({ preferredPractice: z.number() }).catchall(z.number()),
  trueUpReward: z.number(),
  /** By code class, largest first. */
  promocodeRewards: z.record(z.string(), z.number()),
  promocodeReward: z.number(),
  totalReward: z.number(),
});
export type Rewards = z.infer<typeof rewardsSchema>;

/** The prepaid card of an entry, once ordered. */
export const rewardCardSchema = z.object({
  state: z.enum(['ordered', 'mailed']),
  amount: z.number().nullable(),
  orderedAt: instant().nullable(),
  mailedAt: instant().nullable(),
  maskedNumber: z.string().nullable(),
  /** `MM/YY`. */
  expiry: z.string().nullable(),
});
export type RewardCard = z.infer<typeof rewardCardSchema>;

export const appliedPromoCodeSchema = z.object({
  code: z.string(),
  codeClass: z.string(),
  award: z.number(),
});
export type AppliedPromoCode = z.infer<typeof appliedPromoCodeSchema>;

export const supplyMonthsSchema = z.literal(SUPPLY_MONTHS);

/** The supplies an entry claims, as recorded. */
export const recordedSuppliesSchema = z.object({
  brand_l: z.string().nullable(),
  brand_r: z.string().nullable(),
  lenses_per_box_l: z.number().nullable(),
  lenses_per_box_r: z.number().nullable(),
  boxes_l: z.number().nullable(),
  boxes_r: z.number().nullable(),
  supplyLength: supplyMonthsSchema,
  submission_method: z.string(),
});
export type RecordedSupplies = z.infer<typeof recordedSuppliesSchema>;

/**
 * An entry as the dashboard and the purchase flow read it (`purchaseSubmission`, `submission`):
 * `rewardAmount` is base + true-up, `bonusAmount` the preferred bonus + promo rewards.
 */
export const submissionViewSchema = z.object({
  id: z.string(),
  purchase_submission_id: z.string(),
  patient_id: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  entry_type: z.string().nullable(),
  purchase_date: z.string().nullable(),
  /** The offer in force on the purchase date. */
  sub_phase: z.string().nullable(),
  is_resubmission: z.boolean(),
  is_admin_resubmit: z.boolean(),
  confirmation_code: z.string().nullable(),
  completed_at: instant().nullable(),
  rewards: rewardsSchema.nullable(),
  rewardAmount: z.number(),
  bonusAmount: z.number(),
  totalReward: z.number(),
  hasPreferredEcp: z.boolean(),
  eye_care_professional: z
    .object({
      sap: z.string(),
      display_name: z.string().nullable(),
      preferred: z.boolean(),
      not_listed_doctor: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
    })
    .nullable(),
  patient: z.object({ id: z.string().nullable(), patient_type: z.string().nullable() }),
  patient_type: z.string().nullable(),
  SKU: z.string().nullable(),
  purchase_details: z.object({
    supplies: recordedSuppliesSchema.nullable(),
    supplyLength: supplyMonthsSchema.nullable(),
    brands: z.array(z.string()),
  }),
  product_image_url: z.string().nullable(),
  receipt_image_url: z.string().nullable(),
  promo_codes: z.array(appliedPromoCodeSchema),
  limitRemaining: z.number().nullable(),
  reasons: z.object({ rejection: z.array(z.string()), mailRequired: z.string().nullable() }),
  card: rewardCardSchema.nullable(),
  created_at: instant().nullable(),
  updated_at: instant().nullable(),
});
export type SubmissionView = z.infer<typeof submissionViewSchema>;

/** `GET purchase-submissions/all/me`: the profile's entries, newest first. */
export const submissionListSchema = z.object({
  purchaseSubmissions: z.array(submissionViewSchema),
  hasPreferredEcp: z.boolean(),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

/** `GET purchase-submissions/search/by-id`. */
export const submissionFoundSchema = z.object({ purchaseSubmission: submissionViewSchema });
export type SubmissionFound = z.infer<typeof submissionFoundSchema>;

/** `POST purchase-submissions/confirm` and `resubmit`: the entry as it now stands. */
export const submissionResultSchema = z.object({ submission: submissionViewSchema });
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

/** `POST purchase-submissions/purchase-date` and `submit-receipt-image`. */
export const submissionRefSchema = z.object({ purchaseSubmissionId: z.string() });
export type SubmissionRef = z.infer<typeof submissionRefSchema>;

/** `POST purchase-submissions/submit-supplies`. */
export const suppliesSubmittedSchema = z.object({
  purchaseSubmissionId: z.string(),
  supplyLength: supplyMonthsSchema,
  patientType: z.string(),
});
export type SuppliesSubmitted = z.infer<typeof suppliesSubmittedSchema>;

/** `POST purchase-submissions/discard`. */
export const discardedSchema = z.object({ discarded: z.literal(true) });

/** `GET purchase-submissions/sku/{SKU}`: the product a box's barcode names. */
export const skuProductSchema = z.object({
  SKU: z.string(),
  brand: z.string(),
  lenses_per_box: z.number(),
});
export type SkuProduct = z.infer<typeof skuProductSchema>;
export const skuLookupSchema = z.object({ product: skuProductSchema });
export type SkuLookup = z.infer<typeof skuLookupSchema>;
