import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ProfilesReadModel } from '../../profiles/profiles-read-model';
import type { PatientView } from '../patient-view';
import { profilesQueries } from '@lens/read-models';

/** A `patients` row of the `profiles` read model: the view's fields, with the doctor in two columns. */
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
export class PatientsOfProfileQuery extends Query<{ patientList: PatientView[] }> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(PatientsOfProfileQuery)
export class PatientsOfProfileHandler implements IQueryHandler<PatientsOfProfileQuery> {
  constructor(private readonly readModel: ProfilesReadModel) {}

  async execute({ profileId }: PatientsOfProfileQuery) {
    const rows = await this.readModel.query<PatientRow>(profilesQueries.patientsOf, [profileId]);
    return { patientList: rows.map(viewOf) };
  }
}
