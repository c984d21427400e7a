import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PromotionList, PromotionRow } from '@lens/validation';
import { ReadModels } from '../../../features/submissions/read-models';
import { promotionsQueries } from '@lens/read-models';

/** Every promotion, newest first, with its class, what it stacks with and how often used. */
export class PromotionsQuery extends Query<PromotionList> {}

@QueryHandler(PromotionsQuery)
export class PromotionsHandler implements IQueryHandler<PromotionsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute(): Promise<PromotionList> {
    return {
      promotions: await this.readModels.rows<PromotionRow>(promotionsQueries.catalogue, []),
    };
  }
}
