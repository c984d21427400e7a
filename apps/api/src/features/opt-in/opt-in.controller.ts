import { Controller, Get, HttpCode, Ip, Post, Query, Redirect, Res } from '@nestjs/common';
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
import { Body, Query as ParsedQuery, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { ESTIMATE_EMAIL_LIMIT, EstimateEmail } from './estimate-email';
import { ONE_CLICK_LIMIT, OPT_IN_LIMIT, OPT_IN_LINK_LIMIT } from './opt-in-limits';
import { OptInService } from './opt-in-service';

@Controller('api/opt-in')
export class OptInController {
  constructor(
    private readonly optIns: OptInService,
    private readonly estimateEmail: EstimateEmail,
  ) {}

  @Get()
  @Returns(consentViewSchema)
  async current(@CurrentActor() actor: Actor) {
    return ok(await this.optIns.current(actor.profileId));
  }

  /**
   * A visitor: 202 `{ accepted: true }`, the same whatever is stored (nothing is disclosed); the
   * address gets a confirmation link. A signed-in profile: 200 with its own consents.
   */
  @Public()
  @Post()
  @Returns(optInRecordedSchema)
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
      return ok(await this.optIns.recordForProfile(body, language, context));
    }
    response.status(202);
    return ok(await this.optIns.requestAsVisitor(body, language, context));
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
    return ok(await this.optIns.confirm(body.token, context));
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
    return ok(await this.optIns.withdraw(body.token, 'link', context));
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
    return ok(await this.optIns.withdraw(query.token, 'one_click', context));
  }

  /** The same address opened in a browser: the unsubscribe page (a GET changes nothing). */
  @Public()
  @Get('unsubscribe')
  @Redirect()
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
    return ok(await this.estimateEmail.send(body, language, context));
  }

  @Public()
  @Get('estimate_limit')
  @Returns(estimateEmailLimitSchema)
  async estimateLimit(@Ip() ip: string) {
    return ok({ isEmailLimited: await this.estimateEmail.isLimited(ip) });
  }
}
