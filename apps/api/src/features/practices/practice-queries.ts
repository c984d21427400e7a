import { Inject, Injectable } from '@nestjs/common';
import type { EcpSearchByPostalCodeQuery, EcpSearchByRadiusQuery } from '@lens/validation';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { Failure } from '../../platform/http/failure';
import { type Location, PracticeDirectory } from './practice-directory';
import { type PracticeRow, detailView, listView, milesOf } from './practice-view';

/** The practice reads of the ECP search panel, the estimator and the promo-code request pages. */
@Injectable()
export class PracticeQueries {
  constructor(
    private readonly directory: PracticeDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async byPostalCode(query: EcpSearchByPostalCodeQuery) {
    const rows = await this.directory.byPostalCode({
      postalCode: query.eye_care_professional_postal_code,
      name: query.eye_care_professional_account_name,
      country: query.country,
    });
    const now = this.clock.now();
    return { eyeCareProfessionalList: rows.map((row) => listView(row, now, null)) };
  }

  /** Coordinates win over a postal code when both are sent; an unknown ZIP finds nothing. */
  async byRadius(query: EcpSearchByRadiusQuery) {
    const origin = await this.originOf(query);
    const rows = origin ? await this.directory.byRadius(origin, query.radius) : [];
    const now = this.clock.now();
    return {
      eyeCareProfessionalList: rows.map((row) => listView(row, now, milesOf(row.meters))),
    };
  }

  async bySap(sap: string) {
    return { eyeCareProfessional: detailView(await this.known(sap), this.clock.now()) };
  }

  /** The promo-code request pages' practice: its scheduler address and name. */
  async targeted(sap: string) {
    const practice = await this.known(sap);
    return { ecp: { url: practice.url, display_name: practice.display_name } };
  }

  private async known(sap: string): Promise<PracticeRow> {
    const practice = await this.directory.bySap(sap);
    if (!practice) throw new Failure('NOT_FOUND', 'sap');
    return practice;
  }

  private async originOf(query: EcpSearchByRadiusQuery): Promise<Location | null> {
    if (query.latitude !== undefined && query.longitude !== undefined)
      return { latitude: query.latitude, longitude: query.longitude };
    const postalCode = query.eye_care_professional_postal_code;
    return postalCode ? this.directory.centroidOf(postalCode) : null;
  }
}
