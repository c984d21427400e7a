import { type ApiClient } from '../../api/client';

/** One side of a review: an entry and its receipt (`GET /admin/api/reviews`). */
export interface ReviewedEntry {
  submissionId: string;
  confirmationCode: string | null;
  status: string;
  completedAt: string | null;
  receiptImageUrl: string | null;
}

export interface ReceiptReview {
  entry: ReviewedEntry;
  similar: ReviewedEntry | null;
  /** Bits that differ between the two receipts' perceptual hashes (of 256). */
  distance: number;
  heldAt: string | null;
}

export interface ReviewQueue {
  reviews: ReceiptReview[];
  total: number;
}

export type ReviewDecision = 'approve' | 'reject';

export const reviewsApi = (api: ApiClient) => ({
  open: () => api.get<ReviewQueue>('reviews'),
  decide: (submissionId: string, decision: ReviewDecision, comment: string) =>
    api.post<{ status: string }>(`reviews/${encodeURIComponent(submissionId)}/${decision}`, {
      comment,
    }),
});
