import { type Channel } from '../../environment/environment';
import { type ApiClient } from '../../api/client';
import {
  type LimitRemaining,
  type ProfilePrograms,
  type SkuProduct,
  type SubmitSupplies,
  type SubmissionRef,
  type SuppliesSubmitted,
  type SubmissionResult,
  type SubmissionList,
  type SubmissionFound,
  type SkuLookup,
} from '@lens/validation';

/**
 * POST purchase-submissions/purchase-date: creates the entry and answers its id; with
 * `purchase_submission_id`, changes the date of that entry in progress instead (same id).
 */
export const enterPurchaseDate = (
  api: ApiClient,
  body: { purchase_date: string; patient_id?: string; purchase_submission_id?: string },
) =>
  api
    .post<SubmissionRef>('purchase-submissions/purchase-date', body)
    .then((result) => result.purchaseSubmissionId);

/** POST purchase-submissions/submit-supplies; a failure carries the server's errors list. */
export const submitSupplies = (api: ApiClient, body: SubmitSupplies) =>
  api.post<SuppliesSubmitted>('purchase-submissions/submit-supplies', body);

export const submitReceiptImage = (
  api: ApiClient,
  body: { receipt_image_url: string; purchase_submission_id: string },
) => api.post<unknown>('purchase-submissions/submit-receipt-image', body);

/** POST purchase-submissions/confirm?channel=: the entry with status, rewards and code. */
export const confirmSubmission = (
  api: ApiClient,
  body: { purchase_submission_id: string; resubmission: boolean },
  channel: Channel,
) =>
  api
    .post<SubmissionResult>('purchase-submissions/confirm', body, {
      query: { channel },
    })
    .then((result) => result.submission);

/** GET purchase-submissions/profile/programs: the active patient's practice's current programmes. */
export const fetchProfilePrograms = (api: ApiClient) =>
  api.get<ProfilePrograms>('purchase-submissions/profile/programs').then((r) => r.programs);

export const fetchMySubmissions = (api: ApiClient) =>
  api.get<SubmissionList>('purchase-submissions/all/me');

export const fetchSubmission = (api: ApiClient, id: string) =>
  api
    .get<SubmissionFound>('purchase-submissions/search/by-id', {
      query: { purchase_submission_id: id },
    })
    .then((result) => result.purchaseSubmission);

export type { SkuProduct };

/** GET purchase-submissions/sku/{SKU}: the product a box's barcode names. */
export const lookupSku = (api: ApiClient, sku: string) =>
  api
    .get<SkuLookup>(`purchase-submissions/sku/${encodeURIComponent(sku)}`)
    .then((result) => result.product);

/** GET patients/limit-remaining: months of supply the patient may still claim this year. */
export const fetchLimitRemaining = (
  api: ApiClient,
  query: { patient_id: string; purchase_submission_id?: string; purchase_date?: string },
) =>
  api
    .get<LimitRemaining>('patients/limit-remaining', { query })
    .then((result) => result.limitRemaining);
