import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { entriesOfProfile, patientListingsOf, profileListing } from '@lens/read-models';
import type { ProfileDetail } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';
import { StaffRecords } from '../staff-records';

const ENTRIES_SHOWN = 500;

/** A profile with its patients (as the patient sees them) and its entries, newest first; 404 when unknown. */
export class ProfileDetailQuery extends Query<ProfileDetail> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(ProfileDetailQuery)
export class ProfileDetailHandler implements IQueryHandler<ProfileDetailQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly staff: StaffRecords,
  ) {}

  async execute({ profileId }: ProfileDetailQuery) {
    const listing = await profileListing(this.readModels, profileId);
    if (!listing) throw new Failure('NOT_FOUND', 'profileId');
    const [[profile], patients, entries] = await Promise.all([
      this.staff.withRoles([listing]),
      patientListingsOf(this.readModels, profileId),
      entriesOfProfile(this.readModels, profileId, ENTRIES_SHOWN),
    ]);
    return { profile: profile!, patients, entries };
  }
}
