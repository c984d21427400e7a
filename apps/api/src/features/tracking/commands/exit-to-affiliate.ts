import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import { PinoLogger } from 'nestjs-pino';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { appendTrackingEvent } from '../append-tracking-event';
import type { Tracked } from '../tracking.events';

/**
 * The affiliate exit link with the affiliate id, tracked as an `Exit` event unless the visitor
 * refused analytics. Tracking is best effort here: the visitor is sent on even when the event
 * cannot be written.
 */
export class ExitToAffiliateCommand extends Command<string> {
  constructor(
    readonly affiliateId: string | undefined,
    readonly tracked: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ExitToAffiliateCommand)
export class ExitToAffiliateHandler implements ICommandHandler<ExitToAffiliateCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {}

  async execute({ affiliateId, tracked, context }: ExitToAffiliateCommand): Promise<string> {
    const url = new URL(this.config.affiliate.exitUrl);
    url.searchParams.set('affiliate_id', affiliateId || this.config.affiliate.id);
    if (!tracked) return url.toString();
    const trackingId = randomUUID();
    const exit: Tracked = {
      type: 'Tracked',
      data: {
        trackingId,
        eventName: 'Exit',
        data: { affiliate_id: affiliateId || null, url: url.toString() },
        trackedAt: this.clock.now().toISOString(),
      },
    };
    await appendTrackingEvent(this.store, `tracking-${trackingId}`, context, exit).catch(
      (error: unknown) => this.logger.error({ err: error }, 'exit not tracked'),
    );
    return url.toString();
  }
}
