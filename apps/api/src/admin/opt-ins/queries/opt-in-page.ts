import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { optInPage } from '@lens/read-models';
import type { AdminOptInQuery, OptInPage } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

/** A page of marketing consents (the `opt-ins` read model), filtered, latest change first. */
export class OptInPageQuery extends Query<OptInPage> {
  constructor(readonly query: AdminOptInQuery) {
    super();
  }
}

@QueryHandler(OptInPageQuery)
export class OptInPageHandler implements IQueryHandler<OptInPageQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: OptInPageQuery): Promise<OptInPage> {
    return optInPage(this.readModels, query);
  }
}
