import { Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import {
  type DeletePromoCode,
  type PromoCodeListQuery,
  type SubmissionIdParams,
  type SubmitPromoCode,
  deletePromoCodeSchema,
  id,
  payload,
  promoCodeListQuerySchema,
  submissionIdParamsSchema,
  submitPromoCodeSchema,
  promoCodeRewardSchema,
  promoCodeListSchema,
  promoCodeRemovedSchema,
  promoCodeLimitSchema,
} from '@lens/validation';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Fails, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ApplyPromoCodeCommand } from './commands/apply-promo-code';
import { RemovePromoCodeCommand } from './commands/remove-promo-code';
import { PromoCodeLimitQuery } from './queries/promo-code-limit';
import { PromoCodesOfEntryQuery } from './queries/promo-codes-of-entry';

/** `rewards/promocode_limit/{id}`: the id is the entry's. */
const limitParamsSchema = payload({ id: id() });

@Controller('api')
export class PromoCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('purchase-submissions/submit-promo-code')
  @Returns(promoCodeRewardSchema)
  @HttpCode(200)
  // The guessing limit (per account and per address) is counted inside the command.
  @Fails(429)
  async submit(
    @CurrentActor() actor: Actor,
    @Body(submitPromoCodeSchema) body: SubmitPromoCode,
    @RequestContext() context: CommandContext,
    @Ip() ip: string,
  ) {
    return ok(await this.commands.execute(new ApplyPromoCodeCommand(actor, body, context, ip)));
  }

  @Get('purchase-submissions/:submissionId/promo-codes')
  @Returns(promoCodeListSchema)
  async list(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Query(promoCodeListQuerySchema) query: PromoCodeListQuery,
  ) {
    return ok(
      await this.queries.execute(
        new PromoCodesOfEntryQuery(actor, params.submissionId, query.code),
      ),
    );
  }

  @Post('purchase-submissions/delete-promo-code/:submissionId')
  @Returns(promoCodeRemovedSchema)
  @HttpCode(200)
  async remove(
    @CurrentActor() actor: Actor,
    @Params(submissionIdParamsSchema) params: SubmissionIdParams,
    @Body(deletePromoCodeSchema) body: DeletePromoCode,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new RemovePromoCodeCommand(actor, params.submissionId, body, language, context),
      ),
    );
  }

  @Get('rewards/promocode_limit/:id')
  @Returns(promoCodeLimitSchema)
  async limit(@CurrentActor() actor: Actor, @Params(limitParamsSchema) params: { id: string }) {
    return ok(await this.queries.execute(new PromoCodeLimitQuery(actor, params.id)));
  }
}
