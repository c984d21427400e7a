import { Controller, Get } from '@nestjs/common';
import { CurrentActor } from '../auth/access';
import type { Actor } from '../auth/tokens';
import { ok } from '../http/envelope';
import { ProfileStandings } from './profile-standing';

@Controller('api/purchase-submissions/profile')
export class ProfileProgramsController {
  constructor(private readonly standings: ProfileStandings) {}

  /** The signed-in profile's programmes (the same map as `profile.activePrograms`). */
  @Get('programs')
  async programs(@CurrentActor() actor: Actor) {
    return ok({ programs: (await this.standings.of(actor.profileId)).activePrograms });
  }
}
