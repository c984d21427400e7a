import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ownedReceiptReading } from '@lens/read-models';
import type { ReceiptReadingView } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';
import { receiptReadingView } from '../receipt-reading-view';

/** What the worker read on one of the caller's entries' receipt; another's or unknown is 404. */
export class ReceiptReadingQuery extends Query<ReceiptReadingView> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
  ) {
    super();
  }
}

@QueryHandler(ReceiptReadingQuery)
export class ReceiptReadingHandler implements IQueryHandler<ReceiptReadingQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ actor, submissionId }: ReceiptReadingQuery) {
    const row = await ownedReceiptReading(this.readModels, submissionId, actor.profileId);
    if (!row) throw new Failure('NOT_FOUND', 'id');
    return receiptReadingView(row);
  }
}
