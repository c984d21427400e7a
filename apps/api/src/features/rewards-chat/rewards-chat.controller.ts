import { Controller, Get, Inject } from '@nestjs/common';
import { chatAvailabilitySchema } from '@lens/validation';
import { Public } from '../../platform/auth/access';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { chatAvailability } from '../../platform/config/chat-schedule';

/** The Questions window's rewards chat: is it staffed now, by the app's clock and schedule? */
@Public()
@Controller('api/rewards-chat')
export class RewardsChatController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `{ available, open, opensAt, closesAt, timeZone, url }`: without a chat provider nothing is
   * available (the window offers the message form); otherwise open or closed by the schedule.
   */
  @Get()
  @Returns(chatAvailabilitySchema)
  availability() {
    const { url, hours, timeZone } = this.config.chat;
    const now = this.clock.now();
    if (!url) return ok({ available: false, open: false, opensAt: null, closesAt: null, timeZone });
    return ok({ available: true, ...chatAvailability(hours, now, timeZone), timeZone, url });
  }
}
