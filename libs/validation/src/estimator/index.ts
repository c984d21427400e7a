export {
  eligibleRewardsPublicSchema,
  estimateQuerySchema,
  estimatorFormSchema,
  UNITS_OF_MEASURE,
  type EligibleRewardsPublic,
  type EstimateQuery,
  type EstimatorForm,
} from './estimate';
