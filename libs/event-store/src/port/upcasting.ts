import type { RecordedEvent } from './event-store';

/**
 * Turns an event written under an older schema version into the current shape. Registered per
 * event type; applied to every event an adapter reads, so consumers see only current shapes.
 */
export interface Upcaster {
  type: string;
  /** The version this upcaster reads; it produces `fromVersion + 1`. */
  fromVersion: number;
  upcast(data: unknown): unknown;
}

export type Upcast = (event: RecordedEvent) => RecordedEvent;

export const noUpcast: Upcast = (event) => event;

export function composeUpcasters(upcasters: readonly Upcaster[]): Upcast {
  if (upcasters.length === 0) return noUpcast;
  const byType = new Map<string, Map<number, Upcaster>>();
  for (const upcaster of upcasters) {
    const versions = byType.get(upcaster.type) ?? new Map<number, Upcaster>();
    versions.set(upcaster.fromVersion, upcaster);
    byType.set(upcaster.type, versions);
  }
  return (event) => {
    const versions = byType.get(event.type);
    if (!versions) return event;
    let { data } = event;
    let version = event.metadata.schemaVersion;
    for (let step = versions.get(version); step; step = versions.get(version)) {
      data = step.upcast(data);
      version += 1;
    }
    return version === event.metadata.schemaVersion
      ? event
      : { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  };
}
