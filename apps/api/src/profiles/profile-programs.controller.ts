import { Controller, Get, Inject } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { ok } from '../http/envelope';
import { activePrograms } from './profile-view';

@Controller('api/purchase-submissions/profile')
export class ProfileProgramsController {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** The signed-in profile's programmes (the same map as `profile.activePrograms`). */
  @Get('programs')
  programs() {
    return ok({ programs: activePrograms(this.clock.now()) });
  }
}
