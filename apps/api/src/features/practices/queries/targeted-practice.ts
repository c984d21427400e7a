import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { knownPractice } from '../known-practice';
import { PracticeDirectory } from '../practice-directory';
import type { PracticeRow } from '../practice-view';

/** The promo-code request pages' practice: its scheduler address and name. */
export class TargetedPracticeQuery extends Query<{
  ecp: Pick<PracticeRow, 'url' | 'display_name'>;
}> {
  constructor(readonly sap: string) {
    super();
  }
}

@QueryHandler(TargetedPracticeQuery)
export class TargetedPracticeHandler implements IQueryHandler<TargetedPracticeQuery> {
  constructor(private readonly directory: PracticeDirectory) {}

  async execute({ sap }: TargetedPracticeQuery) {
    const practice = await knownPractice(this.directory, sap);
    return { ecp: { url: practice.url, display_name: practice.display_name } };
  }
}
