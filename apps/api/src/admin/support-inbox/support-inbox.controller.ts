import { Controller, Get, HttpCode, Post } from '@nestjs/common';
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
import { EscalationInbox } from './escalation-inbox';
import { EscalationReplies } from './escalation-replies';

/** Support's inbox: escalations and FAQ questions, their history, replies and closing. */
@Controller('admin/api/escalations')
export class SupportInboxController {
  constructor(
    private readonly inbox: EscalationInbox,
    private readonly replies: EscalationReplies,
  ) {}

  @Get()
  @Returns(escalationPageSchema)
  @SupportOnly()
  async list(@Query(escalationInboxQuerySchema) query: EscalationInboxQuery) {
    return ok(await this.inbox.list(query));
  }

  @Get(':escalationId')
  @Returns(escalationDetailSchema)
  @SupportOnly()
  async detail(@Params(escalationParamsSchema) params: EscalationParams) {
    return ok(await this.inbox.detail(params.escalationId));
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
    return ok(await this.replies.reply(actor, params.escalationId, body.message, context));
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
    return ok(await this.replies.close(actor, params.escalationId, context));
  }
}
