import { Controller, Get } from '@nestjs/common';
import { profileProgramsSchema } from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ProfileStandings } from './profile-standing';

@Controller('api/purchase-submissions/profile')
export class ProfileProgramsController {
  constructor(private readonly standings: ProfileStandings) {}

  /** The signed-in profile's programmes (the same map as `profile.activePrograms`). */
  @Get('programs')
  @Returns(profileProgramsSchema)
  async programs(@CurrentActor() actor: Actor) {
    return ok({ programs: (await this.standings.of(actor.profileId)).activePrograms });
  }
}
