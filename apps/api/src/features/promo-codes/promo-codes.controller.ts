import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  type DeletePromoCode,
  type PromoCodeListQuery,
  type SubmissionIdParams,
  type SubmitPromoCode,
  deletePromoCodeSchema,
  id,
  languageOf,
  message,
  payload,
  promoCodeListQuerySchema,
  submissionIdParamsSchema,
  submitPromoCodeSchema,
  promoCodeRewardSchema,
  promoCodeListSchema,
  promoCodeRemovedSchema,
  promoCodeLimitSchema,
} from '@lens/validation';
import type { Request } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { commandContext } from '../submissions/command-context';
import { PromoCodeFlow } from './promo-code-flow';

/** `rewards/promocode_limit/{id}`: the id is the entry's. */
const limitParamsSchema = payload({ id: id() });

@Controller('api')
export class PromoCodesController {
  constructor(private readonly flow: PromoCodeFlow) {}

  @Post('purchase-submissions/submit-promo-code')
  @Returns(promoCodeRewardSchema)
  @HttpCode(200)
  async submit(
    @CurrentActor() actor: Actor,
    @Body(submitPromoCodeSchema) body: SubmitPromoCode,
    @Req() request: Request,
  ) {
    return ok(await this.flow.apply(actor, body, commandContext(actor, request)));
  }

  @Get('purchase-submissions/:submissionId/promo-codes')
  @Returns(promoCodeListSchema)
  async list(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Query(promoCodeListQuerySchema) query: PromoCodeListQuery,
  ) {
    return ok(await this.flow.list(actor, params.submissionId, query.code));
  }

  @Post('purchase-submissions/delete-promo-code/:submissionId')
  @Returns(promoCodeRemovedSchema)
  @HttpCode(200)
  async remove(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(deletePromoCodeSchema) body: DeletePromoCode,
    @Req() request: Request,
  ) {
    await this.flow.remove(actor, params.submissionId, body, commandContext(actor, request));
    return ok({
      message: message('PROMO_CODE_REMOVED', languageOf(request.headers['accept-language'])),
    });
  }

  @Get('rewards/promocode_limit/:id')
  @Returns(promoCodeLimitSchema)
  async limit(@CurrentActor() actor: Actor, @Params(limitParamsSchema) params: { id: string }) {
    return ok({ promoCodeLimited: await this.flow.limited(actor, params.id) });
  }
}
