import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { lookupSku } from '@lens/domain';
import {
  type Confirm,
  type ConfirmQuery,
  type DiscardSubmission,
  type ProfileIdParams,
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
import type { Request } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure } from '../../platform/http/failure';
import { commandContext } from './command-context';
import { PurchaseFlow } from './purchase-flow';
import { SubmissionQueries } from './submission-queries';

@Controller('api/purchase-submissions')
export class PurchaseSubmissionsController {
  constructor(
    private readonly flow: PurchaseFlow,
    private readonly queries: SubmissionQueries,
  ) {}

  @Post('purchase-date')
  @Returns(submissionRefSchema)
  @HttpCode(201)
  async purchaseDate(
    @CurrentActor() actor: Actor,
    @Body(purchaseDateSchema) body: PurchaseDate,
    @Req() request: Request,
  ) {
    return ok(await this.flow.enterPurchaseDate(actor, body, commandContext(actor, request)));
  }

  @Post('submit-supplies')
  @Returns(suppliesSubmittedSchema)
  @HttpCode(200)
  async submitSupplies(
    @CurrentActor() actor: Actor,
    @Body(submitSuppliesSchema) body: SubmitSupplies,
    @Req() request: Request,
  ) {
    return ok(await this.flow.submitSupplies(actor, body, commandContext(actor, request)));
  }

  @Post('submit-receipt-image')
  @Returns(submissionRefSchema)
  @HttpCode(200)
  async submitReceiptImage(
    @CurrentActor() actor: Actor,
    @Body(submitReceiptImageSchema) body: SubmitReceiptImage,
    @Req() request: Request,
  ) {
    return ok(await this.flow.attachReceipt(actor, body, commandContext(actor, request)));
  }

  @Post('confirm')
  @Returns(submissionResultSchema)
  @HttpCode(200)
  async confirm(
    @CurrentActor() actor: Actor,
    @Body(confirmSchema) body: Confirm,
    @Query(confirmQuerySchema) query: ConfirmQuery,
    @Req() request: Request,
  ) {
    return ok(await this.flow.confirm(actor, body, query, commandContext(actor, request)));
  }

  /** Throws away an entry in progress: `{ discarded: true }`. */
  @Post('discard')
  @Returns(discardedSchema)
  @HttpCode(200)
  async discard(
    @CurrentActor() actor: Actor,
    @Body(discardSubmissionSchema) body: DiscardSubmission,
    @Req() request: Request,
  ) {
    return ok(await this.flow.discard(actor, body, commandContext(actor, request)));
  }

  /** Starts a rejected entry's resubmission: `{ submission }` (status resub_started). */
  @Post('resubmit')
  @Returns(submissionResultSchema)
  @HttpCode(200)
  async resubmit(
    @CurrentActor() actor: Actor,
    @Body(resubmitSchema) body: Resubmit,
    @Req() request: Request,
  ) {
    return ok(await this.flow.resubmit(actor, body, commandContext(actor, request)));
  }

  @Get('all/me')
  @Returns(submissionListSchema)
  async mine(@CurrentActor() actor: Actor) {
    return ok(await this.queries.ofProfile(actor.profileId));
  }

  /** Only the caller's own profile: any other id is "not found". */
  @Get('all/:profileId')
  @Returns(submissionListSchema)
  async ofProfile(
    @CurrentActor() actor: Actor,
    @Params(profileIdParamsSchema) params: ProfileIdParams,
  ) {
    if (params.profileId !== actor.profileId) throw new Failure('NOT_FOUND', 'profileId');
    return ok(await this.queries.ofProfile(actor.profileId));
  }

  @Get('search/by-id')
  @Returns(submissionFoundSchema)
  async byId(
    @CurrentActor() actor: Actor,
    @Query(submissionSearchQuerySchema) query: SubmissionSearchQuery,
  ) {
    return ok({
      purchaseSubmission: await this.queries.owned(actor, query.purchase_submission_id),
    });
  }

  /** A product by its 11-digit SKU (the barcode scan), from the domain's SKU table. */
  @Get('sku/:SKU')
  @Returns(skuLookupSchema)
  sku(@Params(skuParamsSchema) params: SkuParams) {
    const product = lookupSku(params.SKU);
    if (!product) throw new Failure('NOT_FOUND', 'SKU');
    return ok({
      product: { SKU: product.sku, brand: product.brand, lenses_per_box: product.lensesPerBox },
    });
  }
}
