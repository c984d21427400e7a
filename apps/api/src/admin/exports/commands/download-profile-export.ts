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
import { Params, dayAfter } from '../../shared/paging';
import { recordExportDownload } from '../export-records';
import { PROFILE_EXPORTS } from '../profile-exports';
import { PATIENTS_TABLE, PROFILES_TABLE, SUBMISSIONS_TABLE } from '@lens/read-models';

const PROFILE_EXPORT_COLUMNS = [
  'profile_id',
  'email',
  'first_name',
  'last_name',
  'language',
  'registered_at',
  'patients',
  'entries',
] as const;

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
    const params = new Params();
    const where: string[] = [];
    if (filters.registered_from)
      where.push(`p.registered_at >= ${params.add(`${filters.registered_from}T00:00:00Z`)}`);
    if (filters.registered_to)
      where.push(`p.registered_at < ${params.add(`${dayAfter(filters.registered_to)}T00:00:00Z`)}`);
    if (filters.language) where.push(`p.language = ${params.add(filters.language)}`);
    return (response) =>
      this.csv.send(response, {
        fileName: `profiles-${exportId}.csv`,
        columns: PROFILE_EXPORT_COLUMNS,
        sql: `SELECT p.profile_id, p.email, p.first_name, p.last_name, p.language, p.registered_at,
                     (SELECT count(*) FROM ${PATIENTS_TABLE} pt
                       WHERE pt.profile_id = p.profile_id) AS patients,
                     (SELECT count(*) FROM ${SUBMISSIONS_TABLE} s
                       WHERE s.profile_id = p.profile_id) AS entries
                FROM ${PROFILES_TABLE} p
                ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
               ORDER BY p.registered_at, p.profile_id`,
        values: params.values,
      });
  }
}
