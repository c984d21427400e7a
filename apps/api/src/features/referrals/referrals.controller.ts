import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { type ViralReferral, viralReferralSchema, referralSentSchema } from '@lens/validation';
import { Public } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { ReferFriendsCommand } from './commands/refer-friends';

@Public()
@Controller('api/referrals')
export class ReferralsController {
  constructor(private readonly commands: CommandBus) {}

  /** Checked again against the signed-in sender's own e-mail address (REFERRED_SELF). */
  @Post()
  @Returns(referralSentSchema)
  @RateLimit({ name: 'referral', points: 10, windowSeconds: 3_600 })
  async refer(
    @Body(viralReferralSchema) body: ViralReferral,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new ReferFriendsCommand(body, language, context)));
  }
}
