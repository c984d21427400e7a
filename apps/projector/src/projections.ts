import type { Projection } from './projection';
import { cardOrdersProjection } from './card-orders/card-orders.projection';
import { escalationsProjection } from './escalations/escalations.projection';
import { expressClaimsProjection } from './express-claims/express-claims.projection';
import { invoicesProjection } from './invoices/invoices.projection';
import { optInsProjection } from './opt-ins/opt-ins.projection';
import { patientLedgerProjection } from '@lens/read-models';
import { profilesProjection } from '@lens/read-models';
import { promoUsageProjection } from '@lens/read-models';
import { promotionsProjection } from '@lens/read-models';
import { submissionHistoryProjection } from '@lens/read-models';
import { submissionSearchProjection } from './submission-search/submission-search.projection';
import { submissionsProjection } from '@lens/read-models';

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
