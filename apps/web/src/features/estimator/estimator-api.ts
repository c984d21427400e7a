import { CURRENT_CONSENT_WORDING, type ProductCode, type SupplyMonths } from '@lens/domain';
import {
  type EligibleRewards,
  type EstimateEmailLimit,
  type EstimateResult,
  type ResultsQueued,
  type SendResults,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export interface EstimateRequest {
  brand: ProductCode;
  monthly_amount: SupplyMonths;
  sap?: string;
  /** A signed-in profile's own patient: the estimate knows their history. */
  patientId?: string;
  /** Anyone else: new to contact lenses, or already wearing them. */
  patient_type?: 'new_acuvue' | 'current_wearer';
}

/** GET rewards/estimate (spec 000 §7): the visitor's estimate, priced at the chosen practice. */
export function fetchEstimate(api: ApiClient, request: EstimateRequest, signal?: AbortSignal) {
  return api.get<EstimateResult>('rewards/estimate', { query: { ...request }, signal });
}

/** POST eligible-rewards/public: every supply's estimate, when it pays, when it rises. */
export function fetchEligibleRewards(
  api: ApiClient,
  request: { sap?: string; brand?: ProductCode; patientId?: string },
) {
  return api.post<EligibleRewards>('eligible-rewards/public', request);
}

/** GET opt-in/estimate_limit: has this caller used up today's estimate e-mails? */
export function fetchEmailLimited(api: ApiClient) {
  return api.get<EstimateEmailLimit>('opt-in/estimate_limit').then((r) => r.isEmailLimited);
}

/** POST opt-in/send_results: the server recomputes the estimate and queues the e-mail. */
export function sendResults(api: ApiClient, request: SendResults) {
  return api.post<ResultsQueued>('opt-in/send_results', request);
}

/** POST opt-in/ from the estimator: news by e-mail, once confirmed through the e-mailed link. */
export function optInByEmail(api: ApiClient, email: string) {
  return api.post('opt-in', {
    email_opt_in: true,
    email,
    email_consent_version: CURRENT_CONSENT_WORDING.email,
    opt_in_source: 'estimator',
  });
}
