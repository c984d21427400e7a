import { z } from 'zod';
import { always } from '../common/issues';
import { payload } from '../common/objects';
import { PATTERNS } from '../common/patterns';
import { matching, requiredText } from '../common/text';

const EVENT_NAME_MAX = 100;
const DATA_KEY_MAX = 100;
const DATA_VALUE_MAX = 2000;
const DATA_KEYS_MAX = 50;

const invalidData = always('invalid tracking data');

/** Event data: the page URL and other query parameters, as a flat map of short values. */
const trackingData = () =>
  z
    .record(
      z.string({ error: invalidData }).max(DATA_KEY_MAX, { error: invalidData }),
      z.union(
        [
          z.string({ error: invalidData }).max(DATA_VALUE_MAX, { error: 'too long' }),
          z.number({ error: invalidData }),
          z.boolean({ error: invalidData }),
          z.null({ error: invalidData }),
        ],
        { error: invalidData },
      ),
      { error: invalidData },
    )
    .refine((data) => Object.keys(data).length <= DATA_KEYS_MAX, {
      error: 'invalid tracking data',
    })
    // The refinement, said to the OpenAPI document too.
    .meta({ maxProperties: DATA_KEYS_MAX });

/** POST /api/tracking. */
export const trackingSchema = payload({
  eventName: requiredText(matching(PATTERNS.eventName, 'invalid', EVENT_NAME_MAX)),
  data: trackingData().optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/**
 * The longest JSON text a schema-valid tracking body can be: every character written as a
 * `\uXXXX` escape (6 bytes), with quotes, separators and some whitespace. The API's byte limit for
 * tracking is this, so a valid event is never refused for its size (issue 26: a 6 KB valid body
 * was answered 413).
 */
export const TRACKING_BODY_MAX_BYTES =
  6 * (EVENT_NAME_MAX + DATA_KEYS_MAX * (DATA_KEY_MAX + DATA_VALUE_MAX)) +
  8 * (DATA_KEYS_MAX + 4) +
  1024;
