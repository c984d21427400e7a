import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { StaffSessionDetail } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { ProfilesReadModel } from '../../../features/profiles/profiles-read-model';
import { sessionOf } from '../session-cookie';

/** Who the session (header or cookie) belongs to. */
export class StaffSessionQuery extends Query<StaffSessionDetail> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@QueryHandler(StaffSessionQuery)
export class StaffSessionHandler implements IQueryHandler<StaffSessionQuery> {
  constructor(private readonly profiles: ProfilesReadModel) {}

  async execute({ actor }: StaffSessionQuery) {
    const profile = await this.profiles.profile(actor.profileId);
    return {
      ...sessionOf(actor),
      email: profile?.email ?? null,
      firstName: profile?.firstName ?? null,
    };
  }
}
