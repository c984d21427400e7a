import { Inject, Injectable } from '@nestjs/common';
import type { Message } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { AdminOptInQuery, OptInExportRequest } from '@lens/validation';
import type { Response } from 'express';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { ReadModels } from '../../features/submissions/read-models';
import { newExportId } from '../exports/profile-exports';
import { CsvStreams } from '../shared/csv-stream';
import { Params, containing, dayAfter, pagingOf } from '../shared/paging';
import { OPT_INS_TABLE } from '@lens/read-models';

/** Who asked for an opt-in export, with which filters (`export-opt-ins-<id>`). */
export type OptInExportRequested = Message<
  'OptInExportRequested',
  { exportId: string; requestedBy: string; filters: OptInExportRequest; requestedAt: string }
>;

/** Every download of it: personal data leaving the system is on record. */
export type OptInExportDownloaded = Message<
  'OptInExportDownloaded',
  { exportId: string; downloadedBy: string; downloadedAt: string }
>;

const exportStream = (exportId: string) => `export-opt-ins-${exportId}`;

export const OPT_IN_COLUMNS = [
  'channel',
  'address',
  'status',
  'source',
  'language',
  'wording_version',
  'profile_id',
  'requested_at',
  'confirmed_at',
  'withdrawn_at',
  'withdrawn_via',
  'updated_at',
] as const;

/** The `opt-ins` read model's rows a filter selects. */
function selection(filters: OptInExportRequest) {
  const params = new Params();
  const where: string[] = [];
  if (filters.channel) where.push(`o.channel = ${params.add(filters.channel)}`);
  if (filters.status) where.push(`o.status = ${params.add(filters.status)}`);
  if (filters.source) where.push(`o.source = ${params.add(filters.source)}`);
  if (filters.from) where.push(`o.updated_at >= ${params.add(`${filters.from}T00:00:00Z`)}`);
  if (filters.to) where.push(`o.updated_at < ${params.add(`${dayAfter(filters.to)}T00:00:00Z`)}`);
  if (filters.q) {
    const like = params.add(containing(filters.q));
    where.push(`(lower(o.address) LIKE ${like} OR lower(o.pending_address) LIKE ${like})`);
  }
  return {
    params,
    sql: `FROM ${OPT_INS_TABLE} o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
  };
}

/**
 * The back office's view of marketing consents (the `opt-ins` read model): a filtered list for
 * staff, and a CSV export recorded (request and every download) like the profile export.
 */
@Injectable()
export class OptInDirectory {
  constructor(
    private readonly readModels: ReadModels,
    private readonly csv: CsvStreams,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(query: AdminOptInQuery) {
    const { params, sql } = selection(query);
    const paging = pagingOf(query);
    const [count] = await this.readModels.rows<{ total: number }>(
      `SELECT count(*)::int AS total ${sql}`,
      params.values,
    );
    const optIns = await this.readModels.rows(
      `SELECT ${OPT_IN_COLUMNS.map((c) => `o.${c}`).join(', ')}, o.pending_address ${sql}
        ORDER BY o.updated_at DESC, o.subject, o.channel
        LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
      params.values,
    );
    return { optIns, total: count?.total ?? 0, page: paging.page, pageSize: paging.pageSize };
  }

  async requestExport(admin: Actor, filters: OptInExportRequest, context: CommandContext) {
    const exportId = newExportId();
    const event: OptInExportRequested = {
      type: 'OptInExportRequested',
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
    return { exportId, filters, url: `/admin/api/opt-in-exports/${exportId}` };
  }

  async download(admin: Actor, exportId: string, response: Response, context: CommandContext) {
    const [requested] = await this.store.readStream(exportStream(exportId), { toRevision: 0 });
    if (requested?.type !== 'OptInExportRequested') throw new Failure('NOT_FOUND', 'id');
    const { filters } = requested.data as OptInExportRequested['data'];
    const downloaded: OptInExportDownloaded = {
      type: 'OptInExportDownloaded',
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
    const { params, sql } = selection(filters);
    await this.csv.send(response, {
      fileName: `opt-ins-${exportId}.csv`,
      columns: OPT_IN_COLUMNS,
      sql: `SELECT ${OPT_IN_COLUMNS.map((c) => `o.${c}`).join(', ')} ${sql}
             ORDER BY o.updated_at, o.subject, o.channel`,
      values: params.values,
    });
  }
}
