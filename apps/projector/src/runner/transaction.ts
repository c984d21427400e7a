import type { RecordedEvent } from '@lens/event-store';
import type { Projection } from '../projection';

export const relevant = (projection: Projection, events: readonly RecordedEvent[]) =>
  events.filter((event) => projection.eventTypes.has(event.type));
