import { json } from 'body-parser';
import { TRACKING_BODY_MAX_BYTES } from '@lens/validation';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limit';

/** Where the web posts tracking events (spec 000 §7: `tracking`, also `/api/tracking`). */
export const TRACKING_PATHS = ['/api/tracking', '/tracking'];

/**
 * The largest tracking body read: the longest a schema-valid event can be (libs/validation), so
 * the byte limit never refuses what the schema accepts. Larger bodies are refused 413
 * PAYLOAD_TOO_LARGE before they are read whole.
 */
export const TRACKING_MAX_BYTES = TRACKING_BODY_MAX_BYTES;

/** Tracking's own JSON parser, mounted before the app-wide 1 MB one. */
export const trackingBodyParser = json({ limit: TRACKING_MAX_BYTES });

/** A page sends a handful of events a minute; 120 a minute per caller address is plenty. */
export const TRACKING_LIMIT: RateLimitRule = { name: 'tracking', points: 120, windowSeconds: 60 };
