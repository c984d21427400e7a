import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { profileFacts } from '@lens/read-models';
import type { Actor } from '../../../platform/auth/tokens';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';
import { Credentials } from '../credentials';
import { ExpressNotices } from '../express-notices';
import { ProfileStandings } from '../profile-standing';
import { type ProfileView, profileView } from '../profile-view';

/** The signed-in profile, with the token it was asked with. */
export class CurrentProfileQuery extends Query<{ profile: ProfileView }> {
  constructor(
    readonly actor: Actor,
    readonly token: string,
  ) {
    super();
  }
}

@QueryHandler(CurrentProfileQuery)
export class CurrentProfileHandler implements IQueryHandler<CurrentProfileQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly credentials: Credentials,
    private readonly standings: ProfileStandings,
    private readonly notices: ExpressNotices,
  ) {}

  async execute({ actor, token }: CurrentProfileQuery) {
    const facts = await profileFacts(this.readModels, actor.profileId);
    if (!facts) throw new Failure('NOT_FOUND');
    const [phone, standing, expressSubmissions] = await Promise.all([
      this.credentials.phoneOf(actor.profileId),
      this.standings.of(actor.profileId),
      this.notices.waitingFor(actor.profileId),
    ]);
    const details = {
      token,
      role: actor.role,
      phone,
      twoStepRequired: actor.twoStepPending === true,
      expressSubmissions,
    };
    return { profile: profileView(facts, details, standing) };
  }
}
