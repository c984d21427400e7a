import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { knownPractice } from '../known-practice';
import { PracticeDirectory } from '../practice-directory';
import { type PracticeDetail, detailView } from '../practice-view';

/** Any practice by sap, active or not, with its details; 404 for an unknown sap. */
export class PracticeBySapQuery extends Query<{ eyeCareProfessional: PracticeDetail }> {
  constructor(readonly sap: string) {
    super();
  }
}

@QueryHandler(PracticeBySapQuery)
export class PracticeBySapHandler implements IQueryHandler<PracticeBySapQuery> {
  constructor(
    private readonly directory: PracticeDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sap }: PracticeBySapQuery) {
    const practice = await knownPractice(this.directory, sap);
    return { eyeCareProfessional: detailView(practice, this.clock.now()) };
  }
}
