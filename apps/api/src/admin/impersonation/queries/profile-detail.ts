import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PatientRow, ProfileDetail, ProfileSummary } from '@lens/validation';
import { PATIENTS_TABLE } from '@lens/read-models';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../features/submissions/read-models';
import { ENTRY_SUMMARY_SQL, type EntrySummary } from '../../support/entry-search';
import { PROFILE_SQL } from '../profile-sql';

const ENTRIES_SHOWN = 500;

/** A profile with its patients (as the patient sees them) and its entries, newest first; 404 when unknown. */
export class ProfileDetailQuery extends Query<ProfileDetail> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(ProfileDetailQuery)
export class ProfileDetailHandler implements IQueryHandler<ProfileDetailQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profileId }: ProfileDetailQuery) {
    const [profile] = await this.readModels.rows<ProfileSummary>(
      `${PROFILE_SQL} WHERE p.profile_id = $1`,
      [profileId],
    );
    if (!profile) throw new Failure('NOT_FOUND', 'profileId');
    const patients = await this.readModels.rows<PatientRow>(
      `SELECT patient_id AS "patientId", name, relation_to_profile AS "relationToProfile",
              address1, address2, city, state, postal_code AS "postalCode", country, sap,
              cannot_find AS "cannotFind", doctor_first_name AS "doctorFirstName",
              doctor_last_name AS "doctorLastName", added_at AS "addedAt"
         FROM ${PATIENTS_TABLE} WHERE profile_id = $1 ORDER BY added_at, patient_id`,
      [profileId],
    );
    const entries = await this.readModels.rows<EntrySummary>(
      `${ENTRY_SUMMARY_SQL} WHERE e.profile_id = $1
        ORDER BY e.updated_at DESC, e.submission_id LIMIT ${ENTRIES_SHOWN}`,
      [profileId],
    );
    return { profile, patients, entries };
  }
}
