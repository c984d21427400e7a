import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type EscalationInboxQuery,
  type EscalationParams,
  type EscalationReply,
  escalationInboxQuerySchema,
  escalationParamsSchema,
  escalationReplySchema,
  escalationPageSchema,
  escalationDetailSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { SupportOnly } from '../access/staff';
import { CloseEscalationCommand } from './commands/close-escalation';
import { ReplyToEscalationCommand } from './commands/reply-to-escalation';
import { EscalationDetailQuery } from './queries/escalation-detail';
import { EscalationsQuery } from './queries/escalations';

/** Support's inbox: escalations and FAQ questions, their history, replies and closing. */
@Controller('admin/api/escalations')
export class SupportInboxController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Returns(escalationPageSchema)
  @SupportOnly()
  async list(@Query(escalationInboxQuerySchema) query: EscalationInboxQuery) {
    return ok(await this.queries.execute(new EscalationsQuery(query)));
  }

  @Get(':escalationId')
  @Returns(escalationDetailSchema)
  @SupportOnly()
  async detail(@Params(escalationParamsSchema) params: EscalationParams) {
    return ok(await this.queries.execute(new EscalationDetailQuery(params.escalationId)));
  }

  @Post(':escalationId/reply')
  @Returns(escalationDetailSchema)
  @HttpCode(200)
  @SupportOnly()
  async reply(
    @CurrentActor() actor: Actor,
    @Params(escalationParamsSchema) params: EscalationParams,
    @Body(escalationReplySchema) body: EscalationReply,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ReplyToEscalationCommand(actor, params.escalationId, body.message, context),
      ),
    );
  }

  @Post(':escalationId/close')
  @Returns(escalationDetailSchema)
  @HttpCode(200)
  @SupportOnly()
  async close(
    @CurrentActor() actor: Actor,
    @Params(escalationParamsSchema) params: EscalationParams,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(new CloseEscalationCommand(actor, params.escalationId, context)),
    );
  }
}
