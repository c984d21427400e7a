import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { patientListSchema, patientResultSchema } from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { AddPatientCommand } from './commands/add-patient';
import { UpdatePatientCommand } from './commands/update-patient';
import {
  type PatientAddRequest,
  type PatientUpdateRequest,
  patientAddRequestSchema,
  patientUpdateRequestSchema,
} from './patient-requests';
import { PatientsOfProfileQuery } from './queries/patients-of-profile';

@Controller('api/patients')
export class PatientsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('add')
  @Returns(patientResultSchema)
  @HttpCode(201)
  async add(
    @CurrentActor() actor: Actor,
    @Body(patientAddRequestSchema) body: PatientAddRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new AddPatientCommand(actor, body, context)));
  }

  @Post('update')
  @Returns(patientResultSchema)
  @HttpCode(200)
  async update(
    @CurrentActor() actor: Actor,
    @Body(patientUpdateRequestSchema) body: PatientUpdateRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new UpdatePatientCommand(actor, body, context)));
  }

  @Get('get-patients/me')
  @Returns(patientListSchema)
  async mine(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new PatientsOfProfileQuery(actor.profileId)));
  }
}
