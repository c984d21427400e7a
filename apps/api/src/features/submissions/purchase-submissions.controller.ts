import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Confirm,
  type ConfirmQuery,
  type DiscardSubmission,
  type ProfileIdParams,
  type ReceiptReadingParams,
  type PurchaseDate,
  type Resubmit,
  type SkuParams,
  type SubmissionSearchQuery,
  type SubmitReceiptImage,
  type SubmitSupplies,
  confirmQuerySchema,
  confirmSchema,
  discardSubmissionSchema,
  profileIdParamsSchema,
  receiptReadingParamsSchema,
  receiptReadingSchema,
  purchaseDateSchema,
  resubmitSchema,
  skuParamsSchema,
  submissionSearchQuerySchema,
  submitReceiptImageSchema,
  submitSuppliesSchema,
  discardedSchema,
  skuLookupSchema,
  submissionFoundSchema,
  submissionListSchema,
  submissionRefSchema,
  submissionResultSchema,
  suppliesSubmittedSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Fails, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure } from '../../platform/http/failure';
import { AttachReceiptCommand } from './commands/attach-receipt';
import { ConfirmSubmissionCommand } from './commands/confirm-submission';
import { DiscardSubmissionCommand } from './commands/discard-submission';
import { EnterPurchaseDateCommand } from './commands/enter-purchase-date';
import { StartResubmissionCommand } from './commands/start-resubmission';
import { SubmitSuppliesCommand } from './commands/submit-supplies';
import { OwnedSubmissionQuery } from './queries/owned-submission';
import { ProductBySkuQuery } from './queries/product-by-sku';
import { ReceiptReadingQuery } from './queries/receipt-reading';
import { SubmissionsOfProfileQuery } from './queries/submissions-of-profile';

/** The purchase flow (spec 000 §4): purchase date → supplies → receipt → confirm. */
@Controller('api/purchase-submissions')
export class PurchaseSubmissionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('purchase-date')
  @Returns(submissionRefSchema)
  @HttpCode(201)
  async purchaseDate(
    @CurrentActor() actor: Actor,
    @Body(purchaseDateSchema) body: PurchaseDate,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new EnterPurchaseDateCommand(actor, body, context)));
  }

  @Post('submit-supplies')
  @Returns(suppliesSubmittedSchema)
  @HttpCode(200)
  // An admin-only flag (exception, admin resubmission) sent by a patient.
  @Fails(403)
  async submitSupplies(
    @CurrentActor() actor: Actor,
    @Body(submitSuppliesSchema) body: SubmitSupplies,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new SubmitSuppliesCommand(actor, body, context)));
  }

  @Post('submit-receipt-image')
  @Returns(submissionRefSchema)
  @HttpCode(200)
  async submitReceiptImage(
    @CurrentActor() actor: Actor,
    @Body(submitReceiptImageSchema) body: SubmitReceiptImage,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new AttachReceiptCommand(actor, body, context)));
  }

  @Post('confirm')
  @Returns(submissionResultSchema)
  @HttpCode(200)
  async confirm(
    @CurrentActor() actor: Actor,
    @Body(confirmSchema) body: Confirm,
    @Query(confirmQuerySchema) query: ConfirmQuery,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(new ConfirmSubmissionCommand(actor, body, query, context)),
    );
  }

  @Post('discard')
  @Returns(discardedSchema)
  @HttpCode(200)
  async discard(
    @CurrentActor() actor: Actor,
    @Body(discardSubmissionSchema) body: DiscardSubmission,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new DiscardSubmissionCommand(actor, body, context)));
  }

  @Post('resubmit')
  @Returns(submissionResultSchema)
  @HttpCode(200)
  async resubmit(
    @CurrentActor() actor: Actor,
    @Body(resubmitSchema) body: Resubmit,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new StartResubmissionCommand(actor, body, context)));
  }

  @Get('all/me')
  @Returns(submissionListSchema)
  async mine(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new SubmissionsOfProfileQuery(actor.profileId)));
  }

  /** Only the caller's own profile: any other id is "not found". */
  @Get('all/:profileId')
  @Returns(submissionListSchema)
  async ofProfile(
    @CurrentActor() actor: Actor,
    @Params(profileIdParamsSchema) params: ProfileIdParams,
  ) {
    if (params.profileId !== actor.profileId) throw new Failure('NOT_FOUND', 'profileId');
    return ok(await this.queries.execute(new SubmissionsOfProfileQuery(actor.profileId)));
  }

  @Get('search/by-id')
  @Returns(submissionFoundSchema)
  async byId(
    @CurrentActor() actor: Actor,
    @Query(submissionSearchQuerySchema) query: SubmissionSearchQuery,
  ) {
    return ok(
      await this.queries.execute(new OwnedSubmissionQuery(actor, query.purchase_submission_id)),
    );
  }

  /** What the worker read on the entry's receipt (issue 28); only the entry's own profile. */
  @Get(':id/receipt-reading')
  @Returns(receiptReadingSchema)
  async receiptReading(
    @CurrentActor() actor: Actor,
    @Params(receiptReadingParamsSchema) params: ReceiptReadingParams,
  ) {
    return ok(await this.queries.execute(new ReceiptReadingQuery(actor, params.id)));
  }

  @Get('sku/:SKU')
  @Returns(skuLookupSchema)
  async sku(@Params(skuParamsSchema) params: SkuParams) {
    return ok(await this.queries.execute(new ProductBySkuQuery(params.SKU)));
  }
}
