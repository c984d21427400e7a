import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { receiptReviewQueue } from '@lens/read-models';
import type { ReceiptReviewList } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Longest queue one answer lists (oldest first); `total` says how many wait. */
const QUEUE_LIMIT = 100;

/**
 * Support's review queue for near-duplicate receipts (the approval's `duplicate_review`): each
 * held entry beside the entry whose receipt it resembles, oldest first.
 */
export class ReceiptReviewsQuery extends Query<ReceiptReviewList> {}

@QueryHandler(ReceiptReviewsQuery)
export class ReceiptReviewsHandler implements IQueryHandler<ReceiptReviewsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute() {
    return receiptReviewQueue(this.readModels, QUEUE_LIMIT);
  }
}
