import {
  type PromoCodeLimit,
  type PromoCodeList,
  type PromoCodeRemoved,
  type PromoCodeReward,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

/** GET purchase-submissions/{id}/promo-codes: the codes on the entry, largest bonus first. */
export const fetchPromoCodes = (api: ApiClient, submissionId: string) =>
  api
    .get<PromoCodeList>(`purchase-submissions/${encodeURIComponent(submissionId)}/promo-codes`)
    .then((result) => result.promoCodes);

/** POST purchase-submissions/submit-promo-code: the bonus the code earns. */
export const applyPromoCode = (
  api: ApiClient,
  body: { code: string; purchase_submission_id: string },
) =>
  api
    .post<PromoCodeReward>('purchase-submissions/submit-promo-code', body)
    .then((result) => result.rewardEarned);

/** POST purchase-submissions/delete-promo-code/{id}: `code_class` only once codes stack. */
export const removePromoCode = (api: ApiClient, submissionId: string, codeClass?: string) =>
  api.post<PromoCodeRemoved>(
    `purchase-submissions/delete-promo-code/${encodeURIComponent(submissionId)}`,
    codeClass ? { code_class: codeClass } : {},
  );

/** GET rewards/promocode_limit/{id}: whether the entry holds as many codes as it may. */
export const fetchPromoCodeLimited = (api: ApiClient, submissionId: string) =>
  api
    .get<PromoCodeLimit>(`rewards/promocode_limit/${encodeURIComponent(submissionId)}`)
    .then((result) => result.promoCodeLimited);
