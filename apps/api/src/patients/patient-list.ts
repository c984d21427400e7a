import { Injectable } from '@nestjs/common';
import { ProfilesReadModel } from '../profiles/profiles-read-model';
import type { PatientView } from './patient-view';

/** A `read_profiles.patients` row: the view's fields, with the doctor in two columns. */
type PatientRow = Omit<PatientView, 'id' | 'ecp_not_listed'> & {
  patient_id: string;
  doctor_first_name: string | null;
  doctor_last_name: string | null;
};

const viewOf = ({
  patient_id,
  doctor_first_name,
  doctor_last_name,
  ...row
}: PatientRow): PatientView => ({
  id: patient_id,
  ...row,
  ecp_not_listed:
    doctor_first_name !== null && doctor_last_name !== null
      ? { first_name: doctor_first_name, last_name: doctor_last_name }
      : null,
});

/** The signed-in profile's patients, oldest first, from the `profiles` read model. */
@Injectable()
export class PatientList {
  constructor(private readonly readModel: ProfilesReadModel) {}

  async of(profileId: string): Promise<PatientView[]> {
    const rows = await this.readModel.query<PatientRow>(
      `SELECT profile_id, patient_id, name, relation_to_profile, address1, address2, city, state,
              postal_code, country, sap, cannot_find, doctor_first_name, doctor_last_name
         FROM read_profiles.patients WHERE profile_id = $1
        ORDER BY added_at, patient_id`,
      [profileId],
    );
    return rows.map(viewOf);
  }
}
