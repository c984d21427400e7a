import { Injectable } from '@nestjs/common';
import type { Actor } from '../auth/tokens';
import { Failure } from '../http/failure';
import { ReadModels } from './read-models';
import {
  SUBMISSION_COLUMNS,
  type SubmissionRow,
  type SubmissionView,
  submissionView,
} from './submission-view';

const LIST_LIMIT = 500;

/** Entries the patient threw away are gone from every view of theirs. */
const SHOWN = `status <> 'discarded'`;

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
    const [row] = await this.readModels.rows<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM read_submissions.submissions
        WHERE submission_id = $1 AND profile_id = $2 AND ${SHOWN}`,
      [submissionId, actor.profileId],
    );
    if (!row) throw new Failure('NOT_FOUND', field);
    return submissionView(row);
  }

  /** Every entry of a profile, newest first, and whether any was at a preferred practice. */
  async ofProfile(profileId: string) {
    const rows = await this.readModels.rows<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM read_submissions.submissions
        WHERE profile_id = $1 AND ${SHOWN}
        ORDER BY updated_at DESC, submission_id LIMIT ${LIST_LIMIT}`,
      [profileId],
    );
    const purchaseSubmissions = rows.map(submissionView);
    return {
      purchaseSubmissions,
      hasPreferredEcp: purchaseSubmissions.some((entry) => entry.hasPreferredEcp),
    };
  }

  /** The patient's newest entry's patient, for "the active patient". */
  async latestPatientOf(profileId: string): Promise<string | null> {
    const [row] = await this.readModels.rows<{ patient_id: string }>(
      `SELECT patient_id FROM read_submissions.submissions
        WHERE profile_id = $1 AND patient_id IS NOT NULL AND ${SHOWN}
        ORDER BY updated_at DESC LIMIT 1`,
      [profileId],
    );
    return row?.patient_id ?? null;
  }
}
