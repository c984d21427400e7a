import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ReceiptReview, ReceiptReviewList } from '@lens/validation';
import { SUBMISSIONS_TABLE } from '@lens/read-models';
import { ReadModels } from '../../../features/submissions/read-models';

/** Longest queue one answer lists (oldest first); `total` says how many wait. */
const QUEUE_LIMIT = 100;

interface ReviewRow {
  submission_id: string;
  confirmation_code: string | null;
  status: string;
  completed_at: string | null;
  receipt_image_url: string | null;
  review: { similarTo?: string; distance?: number; heldAt?: string | null };
  similar_id: string | null;
  similar_code: string | null;
  similar_status: string | null;
  similar_completed_at: string | null;
  similar_receipt: string | null;
  total: string;
}

const reviewOf = (row: ReviewRow): ReceiptReview => ({
  entry: {
    submissionId: row.submission_id,
    confirmationCode: row.confirmation_code,
    status: row.status,
    completedAt: row.completed_at,
    receiptImageUrl: row.receipt_image_url,
  },
  similar: row.similar_id
    ? {
        submissionId: row.similar_id,
        confirmationCode: row.similar_code,
        status: row.similar_status ?? '',
        completedAt: row.similar_completed_at,
        receiptImageUrl: row.similar_receipt,
      }
    : null,
  distance: row.review.distance ?? 0,
  heldAt: row.review.heldAt ?? null,
});

/**
 * Support's review queue for near-duplicate receipts (the approval's `duplicate_review`): each
 * held entry beside the entry whose receipt it resembles, oldest first.
 */
export class ReceiptReviewsQuery extends Query<ReceiptReviewList> {}

@QueryHandler(ReceiptReviewsQuery)
export class ReceiptReviewsHandler implements IQueryHandler<ReceiptReviewsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute() {
    const rows = await this.readModels.rows<ReviewRow>(
      `SELECT s.submission_id, s.confirmation_code, s.status, s.completed_at,
              s.receipt_image_url, s.review,
              o.submission_id AS similar_id, o.confirmation_code AS similar_code,
              o.status AS similar_status, o.completed_at AS similar_completed_at,
              o.receipt_image_url AS similar_receipt,
              count(*) OVER () AS total
         FROM ${SUBMISSIONS_TABLE} s
         LEFT JOIN ${SUBMISSIONS_TABLE} o ON o.submission_id = s.review->>'similarTo'
        WHERE s.status = 'duplicate_review'
        ORDER BY s.updated_at, s.submission_id
        LIMIT ${QUEUE_LIMIT}`,
      [],
    );
    return { reviews: rows.map(reviewOf), total: Number(rows[0]?.total ?? 0) };
  }
}
