import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EcpSearchByPostalCodeQuery } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { PracticeDirectory } from '../practice-directory';
import { type PracticeListItem, listView } from '../practice-view';

/** Active, listed practices in a postal code, optionally whose name contains the account name. */
export class PracticesByPostalCodeQuery extends Query<{
  eyeCareProfessionalList: PracticeListItem[];
}> {
  constructor(readonly query: EcpSearchByPostalCodeQuery) {
    super();
  }
}

@QueryHandler(PracticesByPostalCodeQuery)
export class PracticesByPostalCodeHandler implements IQueryHandler<PracticesByPostalCodeQuery> {
  constructor(
    private readonly directory: PracticeDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ query }: PracticesByPostalCodeQuery) {
    const rows = await this.directory.byPostalCode({
      postalCode: query.eye_care_professional_postal_code,
      name: query.eye_care_professional_account_name,
      country: query.country,
    });
    const now = this.clock.now();
    return { eyeCareProfessionalList: rows.map((row) => listView(row, now, null)) };
  }
}
