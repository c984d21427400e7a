import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { OptInExportCreated, OptInExportRequest } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { recordExportRequest } from '../../exports/export-records';
import { OPT_IN_EXPORTS } from '../opt-in-exports';

/** Records an opt-in export (with its filters) under a 10-character id; its CSV is at `url`. */
export class RequestOptInExportCommand extends Command<OptInExportCreated> {
  constructor(
    readonly admin: Actor,
    readonly filters: OptInExportRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestOptInExportCommand)
export class RequestOptInExportHandler implements ICommandHandler<RequestOptInExportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(request: RequestOptInExportCommand): Promise<OptInExportCreated> {
    return recordExportRequest(this.store, this.clock, OPT_IN_EXPORTS, request);
  }
}
