import { PATIENT_TYPES } from '@lens/domain';
import { z } from 'zod';
import { day } from './shared';
import { supplyMonthsSchema } from './submissions';

/** `GET rewards/estimate` (spec 000 §7): the estimate, priced at the chosen practice. */
export const estimateResultSchema = z.object({
  awardAmount: z.number(),
  bonusAmount: z.number(),
  newWearer: z.boolean(),
});
export type EstimateResult = z.infer<typeof estimateResultSchema>;

/** One supply's estimate. */
export const eligibleRewardSchema = z.object({
  monthly_amount: supplyMonthsSchema,
  awardAmount: z.number(),
  bonusAmount: z.number(),
  totalAmount: z.number(),
});
export type EligibleReward = z.infer<typeof eligibleRewardSchema>;

/** `POST eligible-rewards/public`: every supply's estimate, when it pays, when it rises. */
export const eligibleRewardsSchema = z.object({
  eligibleRewards: z.array(eligibleRewardSchema),
  /** The first day an entry earns a reward: today, or when the offer (or the brand) starts. */
  eligibleDate: day().nullable(),
  /** The first later day the best reward on offer goes up; null when it will not. */
  nextRewardDate: day().nullable(),
  /** A signed-in patient's wearer type; null for a visitor. */
  patientType: z.enum(PATIENT_TYPES).nullable(),
  /** "Check back on {nextRewardDate}" is worth showing. */
  displayCheckBackText: z.boolean(),
});
export type EligibleRewards = z.infer<typeof eligibleRewardsSchema>;
