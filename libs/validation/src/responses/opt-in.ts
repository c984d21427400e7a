import { OPT_IN_CHANNELS, OPT_IN_SOURCES, OPT_IN_STATUSES } from '@lens/domain';
import { z } from 'zod';
import { instant } from './shared';

const optInStatusSchema = z.enum(OPT_IN_STATUSES);

/** `GET opt-in`, and `POST opt-in` signed in: the profile's own consents. */
export const consentViewSchema = z.object({
  email_opt_in: z.boolean(),
  email_status: optInStatusSchema,
  email: z.string().nullable(),
  sms_opt_in: z.boolean(),
  sms_status: optInStatusSchema,
  phone_number: z.string().nullable(),
  opt_in_source: z.enum(OPT_IN_SOURCES).nullable(),
  updated_at: instant().nullable(),
});
export type ConsentView = z.infer<typeof consentViewSchema>;

/** `POST opt-in` by a visitor (202): the same whatever is stored, nothing is disclosed. */
export const optInAcceptedSchema = z.object({ accepted: z.literal(true) });
export type OptInAccepted = z.infer<typeof optInAcceptedSchema>;

/** `POST opt-in`: the profile's consents (signed in), else the visitor's acceptance. */
export const optInRecordedSchema = z.union([consentViewSchema, optInAcceptedSchema]);

/** `POST opt-in/confirm`, `opt-in/withdraw`, `opt-in/unsubscribe`: the channel and its status. */
export const optInLinkFollowedSchema = z.object({
  channel: z.enum(OPT_IN_CHANNELS),
  status: z.enum(['subscribed', 'withdrawn']),
});
export type OptInLinkFollowed = z.infer<typeof optInLinkFollowedSchema>;

/** `POST opt-in/send_results`: the estimate e-mail is queued. */
export const resultsQueuedSchema = z.object({ queued: z.literal(true) });
export type ResultsQueued = z.infer<typeof resultsQueuedSchema>;

/** `GET opt-in/estimate_limit`: has this caller used up today's estimate e-mails? */
export const estimateEmailLimitSchema = z.object({ isEmailLimited: z.boolean() });
export type EstimateEmailLimit = z.infer<typeof estimateEmailLimitSchema>;
