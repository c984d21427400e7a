import { ESCALATION_EVENT_TYPES } from '@lens/domain';
import { z } from 'zod';
import { instant, paging } from './shared';

/** An escalation as support's inbox lists it. */
export const escalationSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  contact: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  contactType: z.string().nullable(),
  reason: z.string().nullable(),
  language: z.string(),
  replies: z.number().int(),
  created: instant(),
  answeredAt: instant().nullable(),
  closedAt: instant().nullable(),
});
export type EscalationSummary = z.infer<typeof escalationSummarySchema>;

/** `GET /admin/api/escalations`: a page of the inbox. */
export const escalationPageSchema = z.object({
  escalations: z.array(escalationSummarySchema),
  total: z.number().int(),
  ...paging,
});
export type EscalationPage = z.infer<typeof escalationPageSchema>;

/** One event of an escalation's history. */
export const escalationHistoryItemSchema = z.object({
  revision: z.number().int(),
  type: z.enum(ESCALATION_EVENT_TYPES),
  recordedAt: instant(),
  actorId: z.string().nullable(),
  /** Staff by name; null for the person who wrote (a visitor has no profile). */
  actorName: z.string().nullable(),
  message: z.string().nullable(),
});
export type EscalationHistoryItem = z.infer<typeof escalationHistoryItemSchema>;

/**
 * `GET /admin/api/escalations/{id}`, and its reply and close: the escalation with the form as
 * submitted, and its history.
 */
export const escalationDetailSchema = z.object({
  escalation: escalationSummarySchema.extend({ form: z.record(z.string(), z.unknown()) }),
  history: z.array(escalationHistoryItemSchema),
});
export type EscalationDetail = z.infer<typeof escalationDetailSchema>;

/** The worker's job queues. */
export const JOB_QUEUES = ['approval', 'receipts', 'card-mailing', 'email'] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];

/** A job that failed after its last try, as the back office lists it. */
export const failedJobSchema = z.object({
  queue: z.enum(JOB_QUEUES),
  id: z.string(),
  name: z.string(),
  failedReason: z.string(),
  attemptsMade: z.number().int(),
  attempts: z.number().int(),
  addedAt: instant(),
  failedAt: instant().nullable(),
  data: z.unknown(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** `GET /admin/api/jobs/failed`. */
export const failedJobListSchema = z.object({ jobs: z.array(failedJobSchema) });
export type FailedJobList = z.infer<typeof failedJobListSchema>;

/** `POST /admin/api/jobs/failed/retry` (202): how many failed jobs were put back. */
export const failedJobsRetriedSchema = z.object({ retried: z.number().int() });
export type FailedJobsRetried = z.infer<typeof failedJobsRetriedSchema>;

/** `POST /admin/api/jobs/{queue}/{id}/retry` (202). */
export const failedJobRetriedSchema = z.object({
  queue: z.enum(JOB_QUEUES),
  id: z.string(),
  retried: z.literal(true),
});
export type FailedJobRetried = z.infer<typeof failedJobRetriedSchema>;
