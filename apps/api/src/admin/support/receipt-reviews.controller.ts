import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminReason,
  type SubmissionIdParams,
  adminReasonSchema,
  submissionIdParamsSchema,
  receiptReviewListSchema,
  entryDecisionSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { SupportOnly } from '../access/staff';
import { ResolveReceiptReviewCommand } from './commands/resolve-receipt-review';
import { ReceiptReviewsQuery } from './queries/receipt-reviews';

/** Support's queue of entries held for a receipt like another entry's, and its decisions. */
@Controller('admin/api/reviews')
@SupportOnly()
export class ReceiptReviewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Returns(receiptReviewListSchema)
  async open() {
    return ok(await this.queries.execute(new ReceiptReviewsQuery()));
  }

  @Post(':submissionId/approve')
  @Returns(entryDecisionSchema)
  @HttpCode(200)
  async approve(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(adminReasonSchema) body: AdminReason,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ResolveReceiptReviewCommand(
          actor,
          params.submissionId,
          'approve',
          body.comment,
          context,
        ),
      ),
    );
  }

  @Post(':submissionId/reject')
  @Returns(entryDecisionSchema)
  @HttpCode(200)
  async reject(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(adminReasonSchema) body: AdminReason,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ResolveReceiptReviewCommand(
          actor,
          params.submissionId,
          'reject',
          body.comment,
          context,
        ),
      ),
    );
  }
}
