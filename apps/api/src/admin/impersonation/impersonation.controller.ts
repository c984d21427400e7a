import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminProfileSearchQuery,
  type ImpersonationComment,
  type ProfileIdParams,
  adminProfileSearchQuerySchema,
  impersonationCommentSchema,
  profileIdParamsSchema,
  profilePageSchema,
  profileDetailSchema,
  impersonationStartedSchema,
  impersonationEndedSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ImpersonatorOr, SupportOnly } from '../access/staff';
import { EndImpersonationCommand } from './commands/end-impersonation';
import { StartImpersonationCommand } from './commands/start-impersonation';
import { ProfileDetailQuery } from './queries/profile-detail';
import { ProfilesQuery } from './queries/profiles';

/** Patient tools: find a profile, see its patients and entries. */
@Controller('admin/api/profiles')
@SupportOnly()
export class PatientToolsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Returns(profilePageSchema)
  async search(@Query(adminProfileSearchQuerySchema) query: AdminProfileSearchQuery) {
    return ok(await this.queries.execute(new ProfilesQuery(query)));
  }

  @Get(':profileId')
  @Returns(profileDetailSchema)
  async detail(@Params(profileIdParamsSchema) params: ProfileIdParams) {
    return ok(await this.queries.execute(new ProfileDetailQuery(params.profileId)));
  }
}

/** Acting for a patient: start (with the required comment) and end. */
@Controller('admin/api/impersonation')
export class ImpersonationController {
  constructor(private readonly commands: CommandBus) {}

  /** 201 `{ token, expiresAt, profileId, firstName }`: the token the patient app signs in with. */
  @Post()
  @Returns(impersonationStartedSchema)
  @HttpCode(201)
  @SupportOnly()
  async start(
    @CurrentActor() actor: Actor,
    @Body(impersonationCommentSchema) body: ImpersonationComment,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new StartImpersonationCommand(actor, body, context)));
  }

  /** Called with the impersonation token: answers the admin's own token again. */
  @Post('end')
  @Returns(impersonationEndedSchema)
  @HttpCode(200)
  @ImpersonatorOr()
  async end(@CurrentActor() actor: Actor, @RequestContext() context: CommandContext) {
    return ok(await this.commands.execute(new EndImpersonationCommand(actor, context)));
  }
}
