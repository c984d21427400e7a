import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpressClaimView } from '../express-entry';
import { ExpressEntries } from '../express-entries';

/** What the holder of a claim link may see of its express entry. */
export class ExpressClaimQuery extends Query<ExpressClaimView> {
  constructor(readonly submissionId: string) {
    super();
  }
}

@QueryHandler(ExpressClaimQuery)
export class ExpressClaimHandler implements IQueryHandler<ExpressClaimQuery> {
  constructor(private readonly entries: ExpressEntries) {}

  async execute({ submissionId }: ExpressClaimQuery) {
    const { entry } = await this.entries.load(submissionId);
    return this.entries.view(entry);
  }
}
