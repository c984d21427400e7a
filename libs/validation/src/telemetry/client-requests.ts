import { z } from 'zod';
import { optionalId } from '../common/ids';
import { optionalChoice } from '../common/choices';
import { always } from '../common/issues';
import { payload } from '../common/objects';
import { requiredText } from '../common/text';

const STACK_MAX = 20_000;
const QUERY_KEY_MAX = 100;
const QUERY_VALUE_MAX = 2000;
const QUERY_REPEATS_MAX = 20;

/** POST /api/client-error: a browser stack trace, kept as sent (any characters). */
export const clientErrorSchema = payload({
  stack: requiredText({ max: STACK_MAX, multiline: true, anyCharacters: true }),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/** GET /redirect_to_affiliate (query); `track=0` when the visitor refused analytics. */
export const redirectToAffiliateQuerySchema = payload({
  affiliate_id: optionalId(),
  track: optionalChoice(['0', '1'], 'invalid'),
});
export type RedirectToAffiliateQuery = z.infer<typeof redirectToAffiliateQuerySchema>;

const queryValue = z
  .string({ error: always('invalid') })
  .max(QUERY_VALUE_MAX, { error: 'too long' });

/** GET /api/app: the page's query string, passed through as text values. */
export const appQuerySchema = z.record(
  z.string({ error: always('invalid') }).max(QUERY_KEY_MAX, { error: 'too long' }),
  z.union(
    [
      queryValue,
      z
        .array(queryValue, { error: always('invalid') })
        .max(QUERY_REPEATS_MAX, { error: 'too many' }),
    ],
    { error: always('invalid') },
  ),
  { error: always('invalid') },
);
export type AppQuery = z.infer<typeof appQuerySchema>;
