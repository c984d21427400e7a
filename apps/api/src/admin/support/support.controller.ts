import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminEntrySearchQuery,
  type AdminReason,
  type ApproveOverride,
  type EntryComment,
  type EntryPhotoParams,
  type EntryExceptionParams,
  type EntrySearchQuery,
  type EntryStateQuery,
  type LogIncompleteRequest,
  type RejectOverride,
  type SubmissionIdParams,
  adminEntrySearchQuerySchema,
  adminReasonSchema,
  approveOverrideSchema,
  entryCommentSchema,
  entryPhotoParamsSchema,
  entryExceptionParamsSchema,
  entrySearchQuerySchema,
  entryStateQuerySchema,
  logIncompleteSchema,
  rejectOverrideSchema,
  submissionIdParamsSchema,
  entryDetailSchema,
  entryLookupSchema,
  entryPageSchema,
  entryStateSchema,
  entryReplaySchema,
  entryDecisionSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { PHOTO_TYPES, servePhoto } from '../../features/uploads/serve-photo';
import { AdminOnly, ImpersonatorOr, SupportOnly } from '../access/staff';
import { ApproveEntryCommand } from './commands/approve-entry';
import { CommentOnEntryCommand } from './commands/comment-on-entry';
import { ConfirmAnnualLimitCommand } from './commands/confirm-annual-limit';
import { GrantExceptionCommand } from './commands/grant-exception';
import { LogIncompleteCommand } from './commands/log-incomplete';
import { RejectEntryCommand } from './commands/reject-entry';
import { ReplayEntryCommand } from './commands/replay-entry';
import { EntriesQuery } from './queries/entries';
import { EntryDetailQuery } from './queries/entry-detail';
import { EntryLookupQuery } from './queries/entry-lookup';
import { EntryPhotoQuery } from './queries/entry-photo';
import { EntryStateAtQuery } from './queries/entry-state-at';

/** Support: search entries, read their history and past states, replay them. */
@Controller('admin/api/entries')
export class SupportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Returns(entryPageSchema)
  @SupportOnly()
  async list(@Query(adminEntrySearchQuerySchema) query: AdminEntrySearchQuery) {
    return ok(await this.queries.execute(new EntriesQuery(query)));
  }

  /** Purchase-validation search: the one entry with this id or confirmation code. */
  @Get('lookup')
  @Returns(entryLookupSchema)
  @SupportOnly()
  async lookup(@Query(entrySearchQuerySchema) query: EntrySearchQuery) {
    return ok(await this.queries.execute(new EntryLookupQuery(query)));
  }

  @Get(':submissionId')
  @Returns(entryDetailSchema)
  @SupportOnly()
  async detail(@Params(submissionIdParamsSchema) params: SubmissionIdParams) {
    return ok(await this.queries.execute(new EntryDetailQuery(params.submissionId)));
  }

  /** The entry's receipt or product photo, to staff only (support and admins as themselves). */
  @Get(':submissionId/photos/:kind')
  @Answers({ status: 200, description: 'The photo', contentTypes: PHOTO_TYPES })
  @SupportOnly()
  async photo(@Params(entryPhotoParamsSchema) params: EntryPhotoParams, @Res() response: Response) {
    await servePhoto(response, await this.queries.execute(new EntryPhotoQuery(params)));
  }

  /** The entry as it was right after the event at `revision`. */
  @Get(':submissionId/state')
  @Returns(entryStateSchema)
  @SupportOnly()
  async state(
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Query(entryStateQuerySchema) query: EntryStateQuery,
  ) {
    return ok(
      await this.queries.execute(new EntryStateAtQuery(params.submissionId, query.revision)),
    );
  }

  /** Re-projects the entry and re-drives its pending jobs; 202 while the projector is busy. */
  @Post(':submissionId/replay')
  @Returns(entryReplaySchema)
  @HttpCode(200)
  @SupportOnly()
  async replay(
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Res({ passthrough: true }) response: Response,
  ) {
    const result = await this.commands.execute(new ReplayEntryCommand(params.submissionId));
    if (result.status === 'pending') response.status(202);
    return ok(result);
  }

  @Post(':submissionId/approve')
  @Returns(entryDecisionSchema)
  @HttpCode(200)
  @AdminOnly()
  async approve(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(approveOverrideSchema) body: ApproveOverride,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ApproveEntryCommand(
          actor,
          params.submissionId,
          body.exception_id,
          body.comment,
          context,
        ),
      ),
    );
  }

  @Post(':submissionId/reject')
  @Returns(entryDecisionSchema)
  @HttpCode(200)
  @AdminOnly()
  async reject(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(rejectOverrideSchema) body: RejectOverride,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new RejectEntryCommand(
          actor,
          params.submissionId,
          { exceptionId: body.exception_id, comment: body.comment, reasons: body.reasons },
          context,
        ),
      ),
    );
  }

  /** Grants an exception (spec 001 §5: its id is letters, digits and hyphens). */
  @Post(':submissionId/exceptions/:id')
  @Returns(entryDecisionSchema)
  @HttpCode(201)
  @AdminOnly()
  async grantException(
    @CurrentActor() actor: Actor,
    @Params(entryExceptionParamsSchema) params: EntryExceptionParams,
    @Body(adminReasonSchema) body: AdminReason,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new GrantExceptionCommand(actor, params.submissionId, params.id, body.comment, context),
      ),
    );
  }

  /** Confirms an entry over the annual supply limit (rejected for that reason alone). */
  @Post(':submissionId/annual-limit')
  @Returns(entryDecisionSchema)
  @HttpCode(200)
  @AdminOnly()
  async confirmAnnualLimit(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(adminReasonSchema) body: AdminReason,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ConfirmAnnualLimitCommand(actor, params.submissionId, body.comment, context),
      ),
    );
  }
}

/**
 * The admin comment on an entry (spec 000 §7), also posted from the patient app by an admin
 * acting for the patient, after the purchase detail confirmation.
 */
@Controller('admin/api/contest/entry')
export class EntryCommentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':submissionId/comments')
  @Returns(entryDecisionSchema)
  @HttpCode(201)
  @ImpersonatorOr('support', 'admin')
  async comment(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(entryCommentSchema) body: EntryComment,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new CommentOnEntryCommand(actor, params.submissionId, body.comment, context),
      ),
    );
  }

  /** The OAMOE override's "log incomplete" (spec 001 §3: incomplete_reason, batch_id, comment). */
  @Post(':submissionId/incomplete')
  @Returns(entryDecisionSchema)
  @HttpCode(201)
  @ImpersonatorOr('support', 'admin')
  async logIncomplete(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(logIncompleteSchema) body: LogIncompleteRequest,
    @RequestContext() context: CommandContext,
  ) {
    const request = {
      reason: body.incomplete_reason,
      batchId: body.batch_id || null,
      comment: body.comment,
    };
    return ok(
      await this.commands.execute(
        new LogIncompleteCommand(actor, params.submissionId, request, context),
      ),
    );
  }
}
