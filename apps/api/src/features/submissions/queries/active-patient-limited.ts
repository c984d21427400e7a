import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PatientLimits } from '../patient-limits';

/** Whether the profile's active patient has no supply left in the rolling year ending today. */
export class ActivePatientLimitedQuery extends Query<{ limited: boolean }> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(ActivePatientLimitedQuery)
export class ActivePatientLimitedHandler implements IQueryHandler<ActivePatientLimitedQuery> {
  constructor(private readonly limits: PatientLimits) {}

  async execute({ profileId }: ActivePatientLimitedQuery) {
    return { limited: await this.limits.activeLimited(profileId) };
  }
}
