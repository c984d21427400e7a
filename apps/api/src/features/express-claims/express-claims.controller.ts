import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import {
  type ConfirmQuery,
  type ExpressCheckout,
  type ExpressClaim,
  type ExpressClaimParams,
  type ExpressPhoto,
  confirmQuerySchema,
  expressCheckoutSchema,
  expressClaimParamsSchema,
  expressClaimSchema,
  expressPhotoSchema,
  expressCheckoutCreatedSchema,
  expressClaimViewSchema,
  expressClaimedSchema,
  expressUploadSchema,
} from '@lens/validation';
import { Public, Roles } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { AttachExpressPhotoCommand } from './commands/attach-express-photo';
import { CheckoutExpressEntryCommand } from './commands/checkout-express-entry';
import { ClaimExpressEntryCommand } from './commands/claim-express-entry';
import { ConfirmExpressEntryCommand } from './commands/confirm-express-entry';
import { DeclineExpressEntryCommand } from './commands/decline-express-entry';
import { IssueExpressUploadKeyCommand } from './commands/issue-express-upload-key';
import { ExpressClaimQuery } from './queries/express-claim';

const HOUR = 3_600;
// Per caller address: the ids are 128-bit random, these only keep scripts from hammering.
const READS = { name: 'express-claim-read', points: 120, windowSeconds: HOUR };
const WRITES = { name: 'express-claim-write', points: 30, windowSeconds: HOUR };

@Controller()
export class ExpressClaimsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** A practice's checkout or shop creates an express entry (back-office integration). */
  @Roles('admin')
  @Post('admin/api/express-claims')
  @Returns(expressCheckoutCreatedSchema)
  @HttpCode(201)
  async checkout(
    @Body(expressCheckoutSchema) body: ExpressCheckout,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(new CheckoutExpressEntryCommand(body, language, context)),
    );
  }

  @Public()
  @Get('api/express-claims/:submissionId')
  @Returns(expressClaimViewSchema)
  @RateLimit(READS)
  async view(@Params(expressClaimParamsSchema) params: ExpressClaimParams) {
    return ok(await this.queries.execute(new ExpressClaimQuery(params.submissionId)));
  }

  @Public()
  @Post('api/express-claims/:submissionId/claim')
  @Returns(expressClaimedSchema)
  @HttpCode(200)
  @RateLimit(WRITES)
  async claim(
    @Params(expressClaimParamsSchema) params: ExpressClaimParams,
    @Body(expressClaimSchema) body: ExpressClaim,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ClaimExpressEntryCommand(params.submissionId, body, language, context),
      ),
    );
  }

  @Public()
  @Post('api/express-claims/:submissionId/upload-key')
  @Returns(expressUploadSchema)
  @HttpCode(200)
  @RateLimit(WRITES)
  async uploadKey(@Params(expressClaimParamsSchema) params: ExpressClaimParams) {
    return ok(await this.commands.execute(new IssueExpressUploadKeyCommand(params.submissionId)));
  }

  @Public()
  @Post('api/express-claims/:submissionId/photo')
  @Returns(expressClaimViewSchema)
  @HttpCode(200)
  @RateLimit(WRITES)
  async photo(
    @Params(expressClaimParamsSchema) params: ExpressClaimParams,
    @Body(expressPhotoSchema) body: ExpressPhoto,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new AttachExpressPhotoCommand(params.submissionId, body.url, context),
      ),
    );
  }

  @Public()
  @Post('api/express-claims/:submissionId/confirm')
  @Returns(expressClaimViewSchema)
  @HttpCode(200)
  @RateLimit(WRITES)
  async confirm(
    @Params(expressClaimParamsSchema) params: ExpressClaimParams,
    @Query(confirmQuerySchema) query: ConfirmQuery,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(
        new ConfirmExpressEntryCommand(params.submissionId, query.channel, context),
      ),
    );
  }

  @Public()
  @Post('api/express-claims/:submissionId/not-needed')
  @Returns(expressClaimViewSchema)
  @HttpCode(200)
  @RateLimit(WRITES)
  async notNeeded(
    @Params(expressClaimParamsSchema) params: ExpressClaimParams,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(new DeclineExpressEntryCommand(params.submissionId, context)),
    );
  }
}
