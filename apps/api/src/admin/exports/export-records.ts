import type { Message } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../platform/auth/tokens';
import type { Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { newExportId } from './export-id';

/** A kind of personal-data export: its streams (`<prefix>-<id>`), its events, its download path. */
export interface ExportKind<Requested extends string, Downloaded extends string> {
  streamPrefix: string;
  requested: Requested;
  downloaded: Downloaded;
  path: string;
}

/** Who asked for an export, with which filters (the first event of its stream). */
type ExportRequested<Type extends string, Filters> = Message<
  Type,
  { exportId: string; requestedBy: string; filters: Filters; requestedAt: string }
>;

/** Every download of an export: personal data leaving the system is on record. */
type ExportDownloaded<Type extends string> = Message<
  Type,
  { exportId: string; downloadedBy: string; downloadedAt: string }
>;

const streamOf = (kind: ExportKind<string, string>, exportId: string) =>
  `${kind.streamPrefix}-${exportId}`;

/** Records an export (with its filters) under a new 10-character id; its CSV is at `url`. */
export async function recordExportRequest<Filters>(
  store: EventStore,
  clock: Clock,
  kind: ExportKind<string, string>,
  request: { admin: Actor; filters: Filters; context: CommandContext },
) {
  const exportId = newExportId();
  const event: ExportRequested<string, Filters> = {
    type: kind.requested,
    data: {
      exportId,
      requestedBy: request.admin.profileId,
      filters: request.filters,
      requestedAt: clock.now().toISOString(),
    },
  };
  await store.append(
    streamOf(kind, exportId),
    [{ ...event, metadata: metadataOf(request.context) }],
    'no_stream',
  );
  return { exportId, filters: request.filters, url: `${kind.path}/${exportId}` };
}

/** Records a download of an export (404 for an unknown id); the filters it was asked with. */
export async function recordExportDownload<Filters>(
  store: EventStore,
  clock: Clock,
  kind: ExportKind<string, string>,
  download: { admin: Actor; exportId: string; context: CommandContext },
): Promise<Filters> {
  const { exportId } = download;
  const [requested] = await store.readStream(streamOf(kind, exportId), { toRevision: 0 });
  if (requested?.type !== kind.requested) throw new Failure('NOT_FOUND', 'id');
  const { filters } = requested.data as ExportRequested<string, Filters>['data'];
  const downloaded: ExportDownloaded<string> = {
    type: kind.downloaded,
    data: {
      exportId,
      downloadedBy: download.admin.profileId,
      downloadedAt: clock.now().toISOString(),
    },
  };
  await store.append(
    streamOf(kind, exportId),
    [{ ...downloaded, metadata: metadataOf(download.context) }],
    'any',
  );
  return filters;
}
