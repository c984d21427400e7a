import { Injectable } from '@nestjs/common';
import { type SubmissionEntryRow, submissionQueries } from '@lens/read-models';
import type { Actor } from '../../platform/auth/tokens';
import { Failure } from '../../platform/http/failure';
import { ReadModels } from './read-models';
import { type SubmissionView, submissionView } from './submission-view';

/** The patient's entries from the `submissions` read model (the dashboard). */
@Injectable()
export class SubmissionQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** The actor's entry; 404 for another profile's or an unknown id, so nothing leaks. */
  async owned(
    actor: Pick<Actor, 'profileId'>,
    submissionId: string,
    field = 'purchase_submission_id',
  ): Promise<SubmissionView> {
    const [row] = await this.readModels.rows<SubmissionEntryRow>(submissionQueries.owned, [
      submissionId,
      actor.profileId,
    ]);
    if (!row) throw new Failure('NOT_FOUND', field);
    return submissionView(row);
  }

  /** The patient's newest entry's patient, for "the active patient". */
  async latestPatientOf(profileId: string): Promise<string | null> {
    const [row] = await this.readModels.rows<{ patient_id: string }>(
      submissionQueries.latestPatientOf,
      [profileId],
    );
    return row?.patient_id ?? null;
  }
}
