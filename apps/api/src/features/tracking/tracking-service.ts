import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import type { ClientError, Tracking } from '@lens/validation';
import { PinoLogger } from 'nestjs-pino';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  type ClientErrorReported,
  TRACKING_SCHEMA_VERSION,
  type Tracked,
  type TrackingEvent,
} from './tracking.events';

/** Web telemetry as events: one small stream per call, so nothing ever waits on a lock. */
@Injectable()
export class TrackingService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {}

  async track(tracking: Tracking, context: CommandContext): Promise<{ tracked: true }> {
    const trackingId = randomUUID();
    await this.append(`tracking-${trackingId}`, context, {
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

  async reportClientError(
    report: ClientError,
    userAgent: string | undefined,
    context: CommandContext,
  ): Promise<{ reported: true }> {
    const reportId = randomUUID();
    const event: ClientErrorReported = {
      type: 'ClientErrorReported',
      data: {
        reportId,
        stack: report.stack,
        userAgent: userAgent?.slice(0, 500) ?? null,
        reportedAt: this.clock.now().toISOString(),
      },
    };
    this.logger.warn({ reportId, clientStack: report.stack }, 'client error reported');
    await this.append(`client-error-${reportId}`, context, event);
    return { reported: true };
  }

  /**
   * The affiliate exit link with the affiliate id, tracked as an `Exit` event unless the visitor
   * refused analytics. Tracking is best effort here: the visitor is sent on even when the event
   * cannot be written.
   */
  async exit(
    affiliateId: string | undefined,
    tracked: boolean,
    context: CommandContext,
  ): Promise<string> {
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
    await this.append(`tracking-${trackingId}`, context, exit).catch((error: unknown) =>
      this.logger.error({ err: error }, 'exit not tracked'),
    );
    return url.toString();
  }

  private async append(stream: string, context: CommandContext, event: TrackingEvent) {
    const metadata = { ...metadataOf(context), schemaVersion: TRACKING_SCHEMA_VERSION };
    await this.store.append(stream, [{ ...event, metadata }], 'no_stream');
  }
}
