import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { promotionCatalogue } from '@lens/read-models';
import type { PromotionList } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Every promotion, newest first, with its class, what it stacks with and how often used. */
export class PromotionsQuery extends Query<PromotionList> {}

@QueryHandler(PromotionsQuery)
export class PromotionsHandler implements IQueryHandler<PromotionsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute(): Promise<PromotionList> {
    return { promotions: await promotionCatalogue(this.readModels) };
  }
}
