import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ChatAvailability } from '@lens/validation';
import { chatAvailability } from '../../../platform/config/chat-schedule';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';

/**
 * `{ available, open, opensAt, closesAt, timeZone, url }`: without a chat provider nothing is
 * available (the window offers the message form); otherwise open or closed by the schedule.
 */
export class ChatAvailabilityQuery extends Query<ChatAvailability> {}

@QueryHandler(ChatAvailabilityQuery)
export class ChatAvailabilityHandler implements IQueryHandler<ChatAvailabilityQuery> {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(): Promise<ChatAvailability> {
    const { url, hours, timeZone } = this.config.chat;
    const now = this.clock.now();
    if (!url)
      return Promise.resolve({
        available: false,
        open: false,
        opensAt: null,
        closesAt: null,
        timeZone,
      });
    return Promise.resolve({
      available: true,
      ...chatAvailability(hours, now, timeZone),
      timeZone,
      url,
    });
  }
}
