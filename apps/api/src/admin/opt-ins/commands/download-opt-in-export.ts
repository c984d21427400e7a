import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import type { OptInExportRequest } from '@lens/validation';
import type { Response } from 'express';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { CsvStreams } from '../../shared/csv-stream';
import { recordExportDownload } from '../../exports/export-records';
import { OPT_IN_EXPORTS } from '../opt-in-exports';
import { OPT_IN_COLUMNS, optInExport } from '@lens/read-models';

type CsvSender = (response: Response) => Promise<void>;

/** Records a download of an opt-in export (404 for an unknown id); answers what streams its CSV. */
export class DownloadOptInExportCommand extends Command<CsvSender> {
  constructor(
    readonly admin: Actor,
    readonly exportId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DownloadOptInExportCommand)
export class DownloadOptInExportHandler implements ICommandHandler<DownloadOptInExportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly csv: CsvStreams,
  ) {}

  async execute({ admin, exportId, context }: DownloadOptInExportCommand): Promise<CsvSender> {
    const filters = await recordExportDownload<OptInExportRequest>(
      this.store,
      this.clock,
      OPT_IN_EXPORTS,
      { admin, exportId, context },
    );
    return (response) =>
      this.csv.send(response, {
        fileName: `opt-ins-${exportId}.csv`,
        columns: OPT_IN_COLUMNS,
        rows: optInExport(filters),
      });
  }
}
