import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { patientViewsOf } from '@lens/read-models';
import type { PatientView } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

/** The signed-in profile's patients, oldest first, from the `profiles` read model. */
export class PatientsOfProfileQuery extends Query<{ patientList: PatientView[] }> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(PatientsOfProfileQuery)
export class PatientsOfProfileHandler implements IQueryHandler<PatientsOfProfileQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ profileId }: PatientsOfProfileQuery) {
    return { patientList: await patientViewsOf(this.readModels, profileId) };
  }
}
