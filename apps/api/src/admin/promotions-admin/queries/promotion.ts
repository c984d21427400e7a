import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PromotionResult } from '@lens/validation';
import { promotionOfCode } from '../promotion-catalogue';
import { ReadModels } from '../../../platform/read-models/read-models';

/** One promotion by its code (any case); 404 for none. */
export class PromotionQuery extends Query<PromotionResult> {
  constructor(readonly code: string) {
    super();
  }
}

@QueryHandler(PromotionQuery)
export class PromotionHandler implements IQueryHandler<PromotionQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ code }: PromotionQuery): Promise<PromotionResult> {
    return { promotion: await promotionOfCode(this.readModels, code) };
  }
}
