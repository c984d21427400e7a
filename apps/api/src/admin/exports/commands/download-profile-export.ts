import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { ProfileExportRequest } from '@lens/validation';
import type { Response } from 'express';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { CsvStreams } from '../../shared/csv-stream';
import { recordExportDownload } from '../export-records';
import { PROFILE_EXPORTS } from '../profile-exports';
import { PROFILE_EXPORT_COLUMNS, profileExport } from '@lens/read-models';

type CsvSender = (response: Response) => Promise<void>;

/**
 * Records a download of a profile export (404 for an unknown id) and answers what streams its
 * CSV: the `profiles` read model through a cursor, so any number of profiles passes in constant
 * memory.
 */
export class DownloadProfileExportCommand extends Command<CsvSender> {
  constructor(
    readonly admin: Actor,
    readonly exportId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DownloadProfileExportCommand)
export class DownloadProfileExportHandler implements ICommandHandler<DownloadProfileExportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly csv: CsvStreams,
  ) {}

  async execute({ admin, exportId, context }: DownloadProfileExportCommand): Promise<CsvSender> {
    const filters = await recordExportDownload<ProfileExportRequest>(
      this.store,
      this.clock,
      PROFILE_EXPORTS,
      { admin, exportId, context },
    );
    return (response) =>
      this.csv.send(response, {
        fileName: `profiles-${exportId}.csv`,
        columns: PROFILE_EXPORT_COLUMNS,
        rows: profileExport(filters),
      });
  }
}
