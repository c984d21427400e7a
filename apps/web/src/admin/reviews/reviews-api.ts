import {
  type EntryDecision,
  type ReceiptReview,
  type ReceiptReviewList,
  type ReviewedEntry,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

/** `GET /admin/api/reviews` (`receiptReviewListSchema`). */
export type { ReceiptReview, ReviewedEntry };
export type ReviewQueue = ReceiptReviewList;

export type ReviewDecision = 'approve' | 'reject';

export const reviewsApi = (api: ApiClient) => ({
  open: () => api.get<ReviewQueue>('reviews'),
  decide: (submissionId: string, decision: ReviewDecision, comment: string) =>
    api.post<EntryDecision>(`reviews/${encodeURIComponent(submissionId)}/${decision}`, {
      comment,
    }),
});
