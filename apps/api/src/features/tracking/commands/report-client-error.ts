import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { ClientError } from '@lens/validation';
import { PinoLogger } from 'nestjs-pino';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { appendTrackingEvent } from '../append-tracking-event';
import type { ClientErrorReported } from '../tracking.events';

/** Logs and records an error the web caught, with the browser's user agent. */
export class ReportClientErrorCommand extends Command<{ reported: true }> {
  constructor(
    readonly report: ClientError,
    readonly userAgent: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReportClientErrorCommand)
export class ReportClientErrorHandler implements ICommandHandler<ReportClientErrorCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly logger: PinoLogger,
  ) {}

  async execute({
    report,
    userAgent,
    context,
  }: ReportClientErrorCommand): Promise<{ reported: true }> {
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
    await appendTrackingEvent(this.store, `client-error-${reportId}`, context, event);
    return { reported: true };
  }
}
