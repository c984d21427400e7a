import { PRODUCT_CODES } from '@lens/domain';
import { type z } from 'zod';
import { choice, optionalChoice } from '../common/choices';
import { optionalId, optionalSap } from '../common/ids';
import { monthlyAmount, optionalMonthlyAmount } from '../common/numbers';
import { payload } from '../common/objects';

export const UNITS_OF_MEASURE = ['months'] as const;

const estimatorShape = {
  brand: choice(PRODUCT_CODES, 'invalid brand'),
  monthly_amount: monthlyAmount(),
};

/** The estimator form: brand and monthly amount are required. */
export const estimatorFormSchema = payload(estimatorShape);
export type EstimatorForm = z.infer<typeof estimatorFormSchema>;

/** The estimator's "who is it for" choice, as a patient type: new to lenses or a wearer. */
const ESTIMATE_WEARER_TYPES = ['new_acuvue', 'current_wearer'] as const;

/**
 * GET rewards/estimate (query; numbers arrive as text). `sap` prices a visitor's chosen
 * practice; `patient_type` is a visitor's own word on being new to lenses or a wearer (a
 * signed-in patient's type comes from their entries instead).
 */
export const estimateQuerySchema = payload({
  ...estimatorShape,
  profileId: optionalId(),
  patientId: optionalId(),
  sap: optionalSap(),
  patient_type: optionalChoice(ESTIMATE_WEARER_TYPES, 'Not a valid patient type'),
  unit_of_measure: optionalChoice(UNITS_OF_MEASURE, 'invalid unit of measure'),
});
export type EstimateQuery = z.infer<typeof estimateQuerySchema>;

/** POST eligible-rewards/public: what is known so far about the visitor's next purchase. */
export const eligibleRewardsPublicSchema = payload({
  sap: optionalSap(),
  patientId: optionalId(),
  brand: optionalChoice(PRODUCT_CODES, 'invalid brand'),
  monthly_amount: optionalMonthlyAmount(),
});
export type EligibleRewardsPublic = z.infer<typeof eligibleRewardsPublicSchema>;
