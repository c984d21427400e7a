import {
  cardOrdersProjection,
  invoicesProjection,
  patientLedgerProjection,
  profilesProjection,
  promoUsageProjection,
  promotionsProjection,
  submissionHistoryProjection,
  submissionsProjection,
} from '@lens/read-models';
import type { Projection } from './projection';
import { escalationsProjection } from './escalations/escalations.projection';
import { expressClaimsProjection } from './express-claims/express-claims.projection';
import { optInsProjection } from './opt-ins/opt-ins.projection';
import { submissionSearchProjection } from './submission-search/submission-search.projection';

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
];
