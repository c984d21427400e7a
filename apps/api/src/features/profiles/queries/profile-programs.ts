import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ProfileStanding, ProfileStandings } from '../profile-standing';

/** The profile's programmes (the same map as `profile.activePrograms`). */
export class ProfileProgramsQuery extends Query<{
  programs: ProfileStanding['activePrograms'];
}> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(ProfileProgramsQuery)
export class ProfileProgramsHandler implements IQueryHandler<ProfileProgramsQuery> {
  constructor(private readonly standings: ProfileStandings) {}

  async execute({ profileId }: ProfileProgramsQuery) {
    return { programs: (await this.standings.of(profileId)).activePrograms };
  }
}
