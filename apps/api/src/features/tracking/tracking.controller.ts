import { Controller, Get, Headers, HttpCode, Post, Redirect } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type ClientError,
  type RedirectToAffiliateQuery,
  type Tracking,
  clientErrorSchema,
  redirectToAffiliateQuerySchema,
  trackingSchema,
  trackedSchema,
  clientErrorReportedSchema,
} from '@lens/validation';
import { Public } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Body, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { ExitToAffiliateCommand } from './commands/exit-to-affiliate';
import { ReportClientErrorCommand } from './commands/report-client-error';
import { TrackCommand } from './commands/track';
import { TRACKING_LIMIT } from './tracking-limits';

const MINUTE = 60;

@Public()
@Controller()
export class TrackingController {
  constructor(private readonly commands: CommandBus) {}

  @Post(['api/tracking', 'tracking'])
  @Returns(trackedSchema)
  @HttpCode(202)
  @RateLimit(TRACKING_LIMIT)
  async track(@Body(trackingSchema) body: Tracking, @RequestContext() context: CommandContext) {
    return ok(await this.commands.execute(new TrackCommand(body, context)));
  }

  @Post('api/client-error')
  @Returns(clientErrorReportedSchema)
  @HttpCode(202)
  @RateLimit({ name: 'client-error', points: 60, windowSeconds: MINUTE })
  async clientError(
    @Body(clientErrorSchema) body: ClientError,
    @Headers('user-agent') userAgent: string | undefined,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new ReportClientErrorCommand(body, userAgent, context)));
  }

  @Get('redirect_to_affiliate')
  @Redirect()
  @Answers({ status: 302, description: 'To the affiliate’s exit page' })
  async redirectToAffiliate(
    @Query(redirectToAffiliateQuerySchema) query: RedirectToAffiliateQuery,
    @RequestContext() context: CommandContext,
  ) {
    const tracked = query.track !== '0';
    const url = await this.commands.execute(
      new ExitToAffiliateCommand(query.affiliate_id, tracked, context),
    );
    return { url, statusCode: 302 };
  }
}
