import { Inject, Injectable } from '@nestjs/common';
import { optInDecider, statusOf } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { load } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { visitorOptInStream } from './opt-in-streams';

/**
 * Addresses that asked for no marketing (an unsubscribe link, even from an e-mail they never
 * signed up for): unsolicited marketing, such as a friend's referral invitation, skips them.
 */
@Injectable()
export class MarketingSuppression {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isWithdrawn(email: string): Promise<boolean> {
    const { state } = await load(this.store, visitorOptInStream('email', email), optInDecider);
    return statusOf(state.email) === 'withdrawn';
  }
}
