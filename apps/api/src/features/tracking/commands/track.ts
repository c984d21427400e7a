import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { Tracking } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { appendTrackingEvent } from '../append-tracking-event';

/** Records one web tracking event in a stream of its own. */
export class TrackCommand extends Command<{ tracked: true }> {
  constructor(
    readonly tracking: Tracking,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(TrackCommand)
export class TrackHandler implements ICommandHandler<TrackCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ tracking, context }: TrackCommand): Promise<{ tracked: true }> {
    const trackingId = randomUUID();
    await appendTrackingEvent(this.store, `tracking-${trackingId}`, context, {
      type: 'Tracked',
      data: {
        trackingId,
        eventName: tracking.eventName,
        data: tracking.data ?? {},
        trackedAt: this.clock.now().toISOString(),
      },
    });
    return { tracked: true };
  }
}
