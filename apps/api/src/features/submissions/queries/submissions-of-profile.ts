import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { submissionsOfProfile } from '@lens/read-models';
import type { SubmissionView } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';
import { submissionView } from '../submission-view';

const LIST_LIMIT = 500;

/** A profile's entries, newest first (the dashboard), and whether any was at a preferred ECP. */
export class SubmissionsOfProfileQuery extends Query<{
  purchaseSubmissions: SubmissionView[];
  hasPreferredEcp: boolean;
}> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(SubmissionsOfProfileQuery)
export class SubmissionsOfProfileHandler implements IQueryHandler<SubmissionsOfProfileQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profileId }: SubmissionsOfProfileQuery) {
    const rows = await submissionsOfProfile(this.readModels, profileId, LIST_LIMIT);
    const purchaseSubmissions = rows.map(submissionView);
    return {
      purchaseSubmissions,
      hasPreferredEcp: purchaseSubmissions.some((entry) => entry.hasPreferredEcp),
    };
  }
}
