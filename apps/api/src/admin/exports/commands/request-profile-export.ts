import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { ProfileExportCreated, ProfileExportRequest } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { recordExportRequest } from '../export-records';
import { PROFILE_EXPORTS } from '../profile-exports';

/** Records a profile export (with its filters) under a 10-character id; its CSV is at `url`. */
export class RequestProfileExportCommand extends Command<ProfileExportCreated> {
  constructor(
    readonly admin: Actor,
    readonly filters: ProfileExportRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestProfileExportCommand)
export class RequestProfileExportHandler implements ICommandHandler<RequestProfileExportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(request: RequestProfileExportCommand): Promise<ProfileExportCreated> {
    return recordExportRequest(this.store, this.clock, PROFILE_EXPORTS, request);
  }
}
