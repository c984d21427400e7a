import type { RecordedEvent } from '@lens/event-store';

/**
 * The events of one stream as the store returns them, for fold unit tests: each call records
 * the next revision (from 0), at the time `recordedAt` gives for it.
 */
export function streamRecorder(streamId: string, recordedAt: (revision: number) => Date) {
  let revision = -1;
  const record = (type: string, data: unknown): RecordedEvent => {
    revision += 1;
    return {
      id: `e${revision}`,
      streamId,
      revision,
      position: `1:${revision}`,
      type,
      data,
      metadata: { schemaVersion: 1 },
      recordedAt: recordedAt(revision),
    };
  };
  return Object.assign(record, { lastRevision: () => revision });
}
