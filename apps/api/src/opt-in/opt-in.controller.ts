import { Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import type { Language } from '@lens/domain';
import { type OptIn, type SendResults, optInSchema, sendResultsSchema } from '@lens/validation';
import { CurrentActor, Public } from '../auth/access';
import { RequestContext, RequestLanguage } from '../auth/request-context';
import type { Actor } from '../auth/tokens';
import type { CommandContext } from '../event-sourcing/command-context';
import { Body } from '../http/contract';
import { ok } from '../http/envelope';
import { RateLimit } from '../rate-limit/rate-limit';
import { ESTIMATE_EMAIL_LIMIT, EstimateEmail } from './estimate-email';
import { OptInService } from './opt-in-service';

@Controller('api/opt-in')
export class OptInController {
  constructor(
    private readonly optIns: OptInService,
    private readonly estimateEmail: EstimateEmail,
  ) {}

  @Get()
  async current(@CurrentActor() actor: Actor) {
    return ok(await this.optIns.current(actor.profileId));
  }

  @Public()
  @Post()
  @HttpCode(200)
  async record(
    @Body(optInSchema) body: OptIn,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.optIns.record(body, language, context));
  }

  @Public()
  @Post('send_results')
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
  async estimateLimit(@Ip() ip: string) {
    return ok({ isEmailLimited: await this.estimateEmail.isLimited(ip) });
  }
}
