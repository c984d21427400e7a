import { Injectable } from '@nestjs/common';
import { promotionIdOf } from '@lens/domain';
import type { CodeClassRow, PromotionRow } from '@lens/validation';
import { Failure } from '../../platform/http/failure';
import { ReadModels } from '../../features/submissions/read-models';
import { promotionsQueries } from '@lens/read-models';

/** Promotions and code classes as the admin pages show them (the `promotions` read model). */
@Injectable()
export class PromotionCatalogue {
  constructor(private readonly readModels: ReadModels) {}

  /** One promotion with its class, what it stacks with and how often used; 404 for none. */
  async promotion(code: string): Promise<PromotionRow> {
    const [row] = await this.readModels.rows<PromotionRow>(promotionsQueries.cataloguePromotion, [
      promotionIdOf(code),
    ]);
    if (!row) throw new Failure('NOT_FOUND', 'code');
    return row;
  }

  /** Every code class with its codes and the classes it combines with. */
  async codeClasses(): Promise<CodeClassRow[]> {
    return this.readModels.rows<CodeClassRow>(promotionsQueries.codeClasses, []);
  }
}
