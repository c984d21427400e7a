import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type LimitRemainingQuery as LimitRemainingRequest,
  limitRemainingQuerySchema,
  limitRemainingSchema,
  activeLimitedSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ActivePatientLimitedQuery } from './queries/active-patient-limited';
import { LimitRemainingQuery } from './queries/limit-remaining';

/** The annual supply limit routes under api/patients (the patients feature owns the rest). */
@Controller('api/patients')
export class PatientLimitsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('limit-remaining')
  @Returns(limitRemainingSchema)
  async limitRemaining(
    @CurrentActor() actor: Actor,
    @Query(limitRemainingQuerySchema) query: LimitRemainingRequest,
  ) {
    return ok(await this.queries.execute(new LimitRemainingQuery(actor, query)));
  }

  @Get('active/limited')
  @Returns(activeLimitedSchema)
  async limited(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new ActivePatientLimitedQuery(actor.profileId)));
  }
}
