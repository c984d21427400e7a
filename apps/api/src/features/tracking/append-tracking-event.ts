import type { EventStore } from '@lens/event-store';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { TRACKING_SCHEMA_VERSION, type TrackingEvent } from './tracking.events';

/** Web telemetry as events: one small stream per call, so nothing ever waits on a lock. */
export async function appendTrackingEvent(
  store: EventStore,
  stream: string,
  context: CommandContext,
  event: TrackingEvent,
): Promise<void> {
  const metadata = { ...metadataOf(context), schemaVersion: TRACKING_SCHEMA_VERSION };
  await store.append(stream, [{ ...event, metadata }], 'no_stream');
}
