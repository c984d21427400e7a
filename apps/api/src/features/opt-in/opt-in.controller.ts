import { Controller, Get, HttpCode, Ip, Post, Query, Redirect, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import {
  type OptIn,
  type SendResults,
  type SignedLink,
  optInSchema,
  sendResultsSchema,
  signedLinkSchema,
  consentViewSchema,
  optInRecordedSchema,
  optInLinkFollowedSchema,
  resultsQueuedSchema,
  estimateEmailLimitSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor, OptionalActor, Public } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Body, Fails, Query as ParsedQuery, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { ConfirmOptInCommand } from './commands/confirm-opt-in';
import { RecordProfileOptInCommand } from './commands/record-profile-opt-in';
import { RequestVisitorOptInCommand } from './commands/request-visitor-opt-in';
import { SendEstimateResultsCommand } from './commands/send-estimate-results';
import { WithdrawOptInCommand } from './commands/withdraw-opt-in';
import {
  ESTIMATE_EMAIL_LIMIT,
  ONE_CLICK_LIMIT,
  OPT_IN_LIMIT,
  OPT_IN_LINK_LIMIT,
} from './opt-in-limits';
import { ConsentQuery } from './queries/consent';
import { EstimateEmailLimitQuery } from './queries/estimate-email-limit';

@Controller('api/opt-in')
export class OptInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Returns(consentViewSchema)
  async current(@CurrentActor() actor: Actor) {
    return ok(await this.queries.execute(new ConsentQuery(actor.profileId)));
  }

  /**
   * A visitor: 202 `{ accepted: true }`, the same whatever is stored (nothing is disclosed); the
   * address gets a confirmation link. A signed-in profile: 200 with its own consents.
   */
  @Public()
  @Post()
  @HttpCode(202)
  @Returns(optInRecordedSchema)
  @Answers({
    status: 200,
    description: 'A signed-in profile’s own consents',
    result: optInRecordedSchema,
  })
  // A profile_id without that profile's token.
  @Fails(401)
  @RateLimit(OPT_IN_LIMIT)
  async record(
    @Body(optInSchema) body: OptIn,
    @OptionalActor() actor: Actor | undefined,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (actor) {
      response.status(200);
      return ok(
        await this.commands.execute(new RecordProfileOptInCommand(body, language, context)),
      );
    }
    response.status(202);
    return ok(await this.commands.execute(new RequestVisitorOptInCommand(body, language, context)));
  }

  /** The confirmation link's page posts its token here: the consent takes effect. */
  @Public()
  @Post('confirm')
  @Returns(optInLinkFollowedSchema)
  @HttpCode(200)
  @RateLimit(OPT_IN_LINK_LIMIT)
  async confirm(
    @Body(signedLinkSchema) body: SignedLink,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new ConfirmOptInCommand(body.token, context)));
  }

  /** The unsubscribe page posts its token here. */
  @Public()
  @Post('withdraw')
  @Returns(optInLinkFollowedSchema)
  @HttpCode(200)
  @RateLimit(OPT_IN_LINK_LIMIT)
  async withdraw(
    @Body(signedLinkSchema) body: SignedLink,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new WithdrawOptInCommand(body.token, 'link', context)));
  }

  /**
   * RFC 8058 one-click unsubscribe: the `List-Unsubscribe` address of every marketing e-mail,
   * POSTed by the mail provider with `List-Unsubscribe=One-Click`; no sign-in, the token is the
   * authority.
   */
  @Public()
  @Post('unsubscribe')
  @Returns(optInLinkFollowedSchema)
  @HttpCode(200)
  @RateLimit(ONE_CLICK_LIMIT)
  async oneClick(
    @ParsedQuery(signedLinkSchema) query: SignedLink,
    @RequestContext() context: CommandContext,
  ) {
    return ok(
      await this.commands.execute(new WithdrawOptInCommand(query.token, 'one_click', context)),
    );
  }

  /** The same address opened in a browser: the unsubscribe page (a GET changes nothing). */
  @Public()
  @Get('unsubscribe')
  @Redirect()
  @Answers({ status: 303, description: 'To the unsubscribe page' })
  page(@Query('token') token: unknown) {
    const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
    return { url: `/unsubscribe${query}`, statusCode: 303 };
  }

  @Public()
  @Post('send_results')
  @Returns(resultsQueuedSchema)
  @HttpCode(202)
  @RateLimit(ESTIMATE_EMAIL_LIMIT)
  async sendResults(
    @Body(sendResultsSchema) body: SendResults,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new SendEstimateResultsCommand(body, language, context)));
  }

  @Public()
  @Get('estimate_limit')
  @Returns(estimateEmailLimitSchema)
  async estimateLimit(@Ip() ip: string) {
    return ok(await this.queries.execute(new EstimateEmailLimitQuery(ip)));
  }
}
