import { Controller, Get } from '@nestjs/common';
import {
  type LimitRemainingQuery,
  limitRemainingQuerySchema,
  limitRemainingSchema,
  activeLimitedSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { PatientLimits } from './patient-limits';

/** The annual supply limit routes under api/patients (the patients feature owns the rest). */
@Controller('api/patients')
export class PatientLimitsController {
  constructor(private readonly limits: PatientLimits) {}

  @Get('limit-remaining')
  @Returns(limitRemainingSchema)
  async limitRemaining(
    @CurrentActor() actor: Actor,
    @Query(limitRemainingQuerySchema) query: LimitRemainingQuery,
  ) {
    return ok({ limitRemaining: await this.limits.remaining(actor, query) });
  }

  @Get('active/limited')
  @Returns(activeLimitedSchema)
  async limited(@CurrentActor() actor: Actor) {
    return ok({ limited: await this.limits.activeLimited(actor.profileId) });
  }
}
