import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { receiptReadingsOf, receiptReviewQueue } from '@lens/read-models';
import type { ReceiptReviewList } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';
import { receiptReadingView } from '../../../features/submissions/receipt-reading-view';

/** Longest queue one answer lists (oldest first); `total` says how many wait. */
const QUEUE_LIMIT = 100;

/**
 * Support's review queue (the approval's `duplicate_review`): each held entry beside the entry
 * whose receipt it resembles, or with where its reading disagrees, oldest first; the receipt's
 * reading, when there is one, whatever held the entry (support compares the photo with it too).
 */
export class ReceiptReviewsQuery extends Query<ReceiptReviewList> {}

@QueryHandler(ReceiptReviewsQuery)
export class ReceiptReviewsHandler implements IQueryHandler<ReceiptReviewsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute(): Promise<ReceiptReviewList> {
    const queue = await receiptReviewQueue(this.readModels, QUEUE_LIMIT);
    if (queue.reviews.length === 0) return queue;
    const ids = queue.reviews.map((r) => r.entry.submissionId);
    const readings = new Map(
      (await receiptReadingsOf(this.readModels, ids)).map((row) => [row.submission_id, row]),
    );
    const reviews = queue.reviews.map((review) => {
      const row = readings.get(review.entry.submissionId);
      const reading = row && receiptReadingView(row);
      // Not yet read (or reading switched off): nothing to compare the photo with.
      return reading && reading.status !== 'pending' ? { ...review, reading } : review;
    });
    return { ...queue, reviews };
  }
}
