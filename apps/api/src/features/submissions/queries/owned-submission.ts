import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SubmissionView } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { ReadModels } from '../../../platform/read-models/read-models';
import { ownedSubmissionView } from '../submission-view';

/** One of the caller's entries by id (search/by-id); another profile's or unknown is 404. */
export class OwnedSubmissionQuery extends Query<{ purchaseSubmission: SubmissionView }> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
  ) {
    super();
  }
}

@QueryHandler(OwnedSubmissionQuery)
export class OwnedSubmissionHandler implements IQueryHandler<OwnedSubmissionQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ actor, submissionId }: OwnedSubmissionQuery) {
    return {
      purchaseSubmission: await ownedSubmissionView(this.readModels, actor.profileId, submissionId),
    };
  }
}
