import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CodeClassList } from '@lens/validation';
import { codeClassListing } from '@lens/read-models';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Every code class with its codes and the classes it combines with. */
export class CodeClassesQuery extends Query<CodeClassList> {}

@QueryHandler(CodeClassesQuery)
export class CodeClassesHandler implements IQueryHandler<CodeClassesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute(): Promise<CodeClassList> {
    return { codeClasses: await codeClassListing(this.readModels) };
  }
}
