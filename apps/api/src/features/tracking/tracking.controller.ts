import { Controller, Get, Headers, HttpCode, Post, Redirect } from '@nestjs/common';
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
import { Body, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { TRACKING_LIMIT } from './tracking-limits';
import { TrackingService } from './tracking-service';

const MINUTE = 60;

@Public()
@Controller()
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Post(['api/tracking', 'tracking'])
  @Returns(trackedSchema)
  @HttpCode(202)
  @RateLimit(TRACKING_LIMIT)
  async track(@Body(trackingSchema) body: Tracking, @RequestContext() context: CommandContext) {
    return ok(await this.tracking.track(body, context));
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
    return ok(await this.tracking.reportClientError(body, userAgent, context));
  }

  @Get('redirect_to_affiliate')
  @Redirect()
  async redirectToAffiliate(
    @Query(redirectToAffiliateQuerySchema) query: RedirectToAffiliateQuery,
    @RequestContext() context: CommandContext,
  ) {
    const tracked = query.track !== '0';
    return { url: await this.tracking.exit(query.affiliate_id, tracked, context), statusCode: 302 };
  }
}
