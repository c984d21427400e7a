import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EcpSearchByRadiusQuery } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type Location, PracticeDirectory } from '../practice-directory';
import { type PracticeListItem, listView, milesOf } from '../practice-view';

/**
 * Active, listed practices around a point, nearest first. Coordinates win over a postal code
 * when both are sent; an unknown ZIP finds nothing.
 */
export class PracticesByRadiusQuery extends Query<{
  eyeCareProfessionalList: PracticeListItem[];
}> {
  constructor(readonly query: EcpSearchByRadiusQuery) {
    super();
  }
}

@QueryHandler(PracticesByRadiusQuery)
export class PracticesByRadiusHandler implements IQueryHandler<PracticesByRadiusQuery> {
  constructor(
    private readonly directory: PracticeDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ query }: PracticesByRadiusQuery) {
    const origin = await this.originOf(query);
    const rows = origin ? await this.directory.byRadius(origin, query.radius) : [];
    const now = this.clock.now();
    return {
      eyeCareProfessionalList: rows.map((row) => listView(row, now, milesOf(row.meters))),
    };
  }

  private async originOf(query: EcpSearchByRadiusQuery): Promise<Location | null> {
    if (query.latitude !== undefined && query.longitude !== undefined)
      return { latitude: query.latitude, longitude: query.longitude };
    const postalCode = query.eye_care_professional_postal_code;
    return postalCode ? this.directory.centroidOf(postalCode) : null;
  }
}
