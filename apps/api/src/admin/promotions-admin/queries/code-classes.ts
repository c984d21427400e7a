import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CodeClassList } from '@lens/validation';
import { PromotionCatalogue } from '../promotion-catalogue';

/** Every code class with its codes and the classes it combines with. */
export class CodeClassesQuery extends Query<CodeClassList> {}

@QueryHandler(CodeClassesQuery)
export class CodeClassesHandler implements IQueryHandler<CodeClassesQuery> {
  constructor(private readonly catalogue: PromotionCatalogue) {}

  async execute(): Promise<CodeClassList> {
    return { codeClasses: await this.catalogue.codeClasses() };
  }
}
