import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { profileFacts } from '@lens/read-models';
import type { StaffSessionDetail } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { ReadModels } from '../../../platform/read-models/read-models';
import { sessionOf } from '../session-cookie';

/** Who the session (header or cookie) belongs to. */
export class StaffSessionQuery extends Query<StaffSessionDetail> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@QueryHandler(StaffSessionQuery)
export class StaffSessionHandler implements IQueryHandler<StaffSessionQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ actor }: StaffSessionQuery) {
    const profile = await profileFacts(this.readModels, actor.profileId);
    return {
      ...sessionOf(actor),
      email: profile?.email ?? null,
      firstName: profile?.firstName ?? null,
    };
  }
}
