import {
  cardOrdersProjection,
  escalationsProjection,
  expressClaimsProjection,
  invoicesProjection,
  optInsProjection,
  patientLedgerProjection,
  profilesProjection,
  promoUsageProjection,
  promotionsProjection,
  receiptReadingsProjection,
  submissionHistoryProjection,
  submissionSearchProjection,
  submissionsProjection,
} from '@lens/read-models';
import type { Projection } from './projection';

/** Every projection the projector hosts. */
export const projections: readonly Projection[] = [
  submissionsProjection,
  submissionHistoryProjection,
  patientLedgerProjection,
  promoUsageProjection,
  promotionsProjection,
  profilesProjection,
  cardOrdersProjection,
  invoicesProjection,
  submissionSearchProjection,
  optInsProjection,
  escalationsProjection,
  expressClaimsProjection,
  receiptReadingsProjection,
];
