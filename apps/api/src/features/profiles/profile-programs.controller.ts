import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { profileProgramsSchema } from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ProfileProgramsQuery } from './queries/profile-programs';

@Controller('api/purchase-submissions/profile')
export class ProfileProgramsController {
  constructor(private readonly queries: QueryBus) {}

  /** The signed-in profile's programmes (the same map as `profile.activePrograms`). */
  @Get('programs')
  @Returns(profileProgramsSchema)
  async programs(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new ProfileProgramsQuery(actor.profileId)));
  }
}
