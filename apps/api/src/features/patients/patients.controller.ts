import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { patientListSchema, patientResultSchema } from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { PatientCommands } from './patient-commands';
import { PatientList } from './patient-list';
import {
  type PatientAddRequest,
  type PatientUpdateRequest,
  patientAddRequestSchema,
  patientUpdateRequestSchema,
} from './patient-requests';

@Controller('api/patients')
export class PatientsController {
  constructor(
    private readonly commands: PatientCommands,
    private readonly list: PatientList,
  ) {}

  @Post('add')
  @Returns(patientResultSchema)
  @HttpCode(201)
  async add(
    @CurrentActor() actor: Actor,
    @Body(patientAddRequestSchema) body: PatientAddRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok({ patient: await this.commands.add(actor, body, context) });
  }

  @Post('update')
  @Returns(patientResultSchema)
  @HttpCode(200)
  async update(
    @CurrentActor() actor: Actor,
    @Body(patientUpdateRequestSchema) body: PatientUpdateRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok({ patient: await this.commands.update(actor, body, context) });
  }

  @Get('get-patients/me')
  @Returns(patientListSchema)
  async mine(@CurrentActor() actor: Actor) {
    return ok({ patientList: await this.list.of(actor.profileId) });
  }
}
