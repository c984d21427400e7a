import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Message } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { ProfileExportRequest } from '@lens/validation';
import type { Response } from 'express';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { CsvStreams } from '../shared/csv-stream';
import { Params, dayAfter } from '../shared/paging';
import { PATIENTS_TABLE, PROFILES_TABLE, SUBMISSIONS_TABLE } from '@lens/read-models';

/** Spec 001 §5: an export id is 10 word characters. */
const EXPORT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_';
const EXPORT_ID_LENGTH = 10;

export const newExportId = () =>
  Array.from({ length: EXPORT_ID_LENGTH }, () =>
    EXPORT_ID_ALPHABET.charAt(randomInt(EXPORT_ID_ALPHABET.length)),
  ).join('');

/** Who asked for a profile export and which profiles it holds (`export-profiles-<id>`). */
export type ProfileExportRequested = Message<
  'ProfileExportRequested',
  { exportId: string; requestedBy: string; filters: ProfileExportRequest; requestedAt: string }
>;

/** Every download of the export: personal data leaving the system is on record. */
export type ProfileExportDownloaded = Message<
  'ProfileExportDownloaded',
  { exportId: string; downloadedBy: string; downloadedAt: string }
>;

export const exportStream = (exportId: string) => `export-profiles-${exportId}`;

export const PROFILE_EXPORT_COLUMNS = [
  'profile_id',
  'email',
  'first_name',
  'last_name',
  'language',
  'registered_at',
  'patients',
  'entries',
] as const;

/**
 * The admin profile export: a request is recorded (with its filters) under a 10-character id,
 * and the download streams the `profiles` read model as CSV through a cursor, so any number of
 * profiles passes in constant memory.
 */
@Injectable()
export class ProfileExports {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly csv: CsvStreams,
  ) {}

  async request(admin: Actor, filters: ProfileExportRequest, context: CommandContext) {
    const exportId = newExportId();
    const event: ProfileExportRequested = {
      type: 'ProfileExportRequested',
      data: {
        exportId,
        requestedBy: admin.profileId,
        filters,
        requestedAt: this.clock.now().toISOString(),
      },
    };
    await this.store.append(
      exportStream(exportId),
      [{ ...event, metadata: metadataOf(context) }],
      'no_stream',
    );
    return { exportId, filters, url: `/admin/api/profile-exports/${exportId}` };
  }

  async download(admin: Actor, exportId: string, response: Response, context: CommandContext) {
    const [requested] = await this.store.readStream(exportStream(exportId), { toRevision: 0 });
    if (requested?.type !== 'ProfileExportRequested') throw new Failure('NOT_FOUND', 'id');
    const { filters } = requested.data as ProfileExportRequested['data'];
    const downloaded: ProfileExportDownloaded = {
      type: 'ProfileExportDownloaded',
      data: {
        exportId,
        downloadedBy: admin.profileId,
        downloadedAt: this.clock.now().toISOString(),
      },
    };
    await this.store.append(
      exportStream(exportId),
      [{ ...downloaded, metadata: metadataOf(context) }],
      'any',
    );
    const params = new Params();
    const where: string[] = [];
    if (filters.registered_from)
      where.push(`p.registered_at >= ${params.add(`${filters.registered_from}T00:00:00Z`)}`);
    if (filters.registered_to)
      where.push(`p.registered_at < ${params.add(`${dayAfter(filters.registered_to)}T00:00:00Z`)}`);
    if (filters.language) where.push(`p.language = ${params.add(filters.language)}`);
    await this.csv.send(response, {
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
