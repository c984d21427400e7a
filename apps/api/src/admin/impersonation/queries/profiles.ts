import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { searchProfiles } from '@lens/read-models';
import type { AdminProfileSearchQuery, ProfilePage } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';
import { StaffRecords } from '../staff-records';

/**
 * Patient tools' search: by any part of the e-mail or a name (the profile's or a patient's), or
 * the exact id, newest registration first, one page at a time.
 */
export class ProfilesQuery extends Query<ProfilePage> {
  constructor(readonly query: AdminProfileSearchQuery) {
    super();
  }
}

@QueryHandler(ProfilesQuery)
export class ProfilesHandler implements IQueryHandler<ProfilesQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly staff: StaffRecords,
  ) {}

  async execute({ query }: ProfilesQuery) {
    const page = await searchProfiles(this.readModels, query);
    return { ...page, profiles: await this.staff.withRoles(page.profiles) };
  }
}
