import type { Message } from '@lens/domain';

/** Bump with an upcaster when these events change shape. */
export const TRACKING_SCHEMA_VERSION = 1;

type TrackingValue = string | number | boolean | null;

/**
 * A page or widget event the web tracks (stream `tracking-<id>`, one per call: appends never
 * contend). `Exit` is the affiliate exit link; the Kafka relay publishes these as
 * `rewards.tracking.v1`.
 */
export type Tracked = Message<
  'Tracked',
  {
    trackingId: string;
    eventName: string;
    data: Readonly<Record<string, TrackingValue>>;
    trackedAt: string;
  }
>;

/** A browser error the web reported (stream `client-error-<id>`). */
export type ClientErrorReported = Message<
  'ClientErrorReported',
  { reportId: string; stack: string; userAgent: string | null; reportedAt: string }
>;

export type TrackingEvent = Tracked | ClientErrorReported;
