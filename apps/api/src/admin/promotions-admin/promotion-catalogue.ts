import { Injectable } from '@nestjs/common';
import { promotionIdOf } from '@lens/domain';
import { Failure } from '../../platform/http/failure';
import { ReadModels } from '../../features/submissions/read-models';
import { promotionsQueries } from '@lens/read-models';

/** Promotions and code classes as the admin pages list them (the `promotions` read model). */
@Injectable()
export class PromotionCatalogue {
  constructor(private readonly readModels: ReadModels) {}

  /** Every promotion, newest first, with its class, what it stacks with and how often used. */
  async promotions() {
    return this.readModels.rows(promotionsQueries.catalogue, []);
  }

  async promotion(code: string) {
    const [row] = await this.readModels.rows(promotionsQueries.cataloguePromotion, [
      promotionIdOf(code),
    ]);
    if (!row) throw new Failure('NOT_FOUND', 'code');
    return row;
  }

  /** Every code class with its codes and the classes it combines with. */
  async codeClasses() {
    return this.readModels.rows(promotionsQueries.codeClasses, []);
  }
}
