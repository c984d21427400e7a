import { REVIEW_REASONS, SUBMISSION_STATUSES } from '@lens/domain';
import { z } from 'zod';
import { receiptMismatchSchema, receiptReadingSchema } from './receipt-reading';
import { instant, paging } from './shared';
import { submissionViewSchema } from './submissions';

/** An entry as support's search lists it (the `support_search` read model). */
export const entrySummarySchema = z.object({
  submissionId: z.string(),
  status: z.string(),
  entryType: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  confirmedAt: instant().nullable(),
  confirmationCode: z.string().nullable(),
  sap: z.string().nullable(),
  practiceName: z.string().nullable(),
  totalReward: z.number(),
  supplyLength: z.number().nullable(),
  cardState: z.string().nullable(),
  profileId: z.string().nullable(),
  patientId: z.string().nullable(),
  patientName: z.string().nullable(),
  email: z.string().nullable(),
  profileName: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  eventCount: z.number().int(),
  lastRevision: z.number().int(),
  updatedAt: instant(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

/** `GET /admin/api/entries`: a page of the search. */
export const entryPageSchema = z.object({
  entries: z.array(entrySummarySchema),
  total: z.number().int(),
  ...paging,
});
export type EntryPage = z.infer<typeof entryPageSchema>;

/** `GET /admin/api/entries/lookup`: the one entry with this id or confirmation code. */
export const entryLookupSchema = z.object({ entry: entrySummarySchema });

/** One event of an entry's timeline. */
export const historyItemSchema = z.object({
  revision: z.number().int(),
  type: z.string(),
  recordedAt: instant(),
  actorId: z.string().nullable(),
  /** Who acted, by name: the profile's (patients and staff alike), `System` for the worker. */
  actorName: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  comment: z.string().nullable(),
  /** The few facts of the event support reads at a glance. */
  summary: z.record(z.string(), z.unknown()),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** `GET /admin/api/entries/{id}`: the summary, the dashboard view and the timeline. */
export const entryDetailSchema = z.object({
  entry: entrySummarySchema,
  submission: submissionViewSchema.nullable(),
  /** What the worker read on the entry's receipt (as the patient's API answers it). */
  receiptReading: receiptReadingSchema.nullable(),
  history: z.array(historyItemSchema),
});
export type EntryDetail = z.infer<typeof entryDetailSchema>;

/** `GET /admin/api/entries/{id}/state`: the entry as of one revision (the domain's state). */
export const entryStateSchema = z.object({
  revision: z.number().int(),
  type: z.string(),
  recordedAt: instant(),
  state: z.looseObject({ kind: z.string(), status: z.string().optional() }),
});
export type EntryState = z.infer<typeof entryStateSchema>;

/**
 * An entry decision of support or an admin (comment, incomplete, exception, approve, reject,
 * annual limit, receipt review): the entry's status after it and the events recorded.
 */
export const entryDecisionSchema = z.object({
  submissionId: z.string(),
  status: z.enum(SUBMISSION_STATUSES).nullable(),
  revision: z.number().int(),
  /** The types of the events the decision recorded, in order. */
  recorded: z.array(z.string()),
});
export type EntryDecision = z.infer<typeof entryDecisionSchema>;

/** `POST /admin/api/entries/{id}/replay` (200 done, 202 pending): the re-projection and jobs. */
export const entryReplaySchema = z.object({
  submissionId: z.string(),
  /** done: re-projected; pending: the projector has not finished within the wait. */
  status: z.enum(['done', 'pending']),
  commandId: z.number().int(),
  /** The jobs enqueued again (under their event-derived ids, so nothing runs twice). */
  jobs: z.array(z.object({ queue: z.string(), name: z.string(), jobId: z.string() })),
});
export type EntryReplayResult = z.infer<typeof entryReplaySchema>;

/** One side of a receipt review: an entry and its receipt. */
export const reviewedEntrySchema = z.object({
  submissionId: z.string(),
  confirmationCode: z.string().nullable(),
  status: z.string(),
  completedAt: instant().nullable(),
  receiptImageUrl: z.string().nullable(),
});
export type ReviewedEntry = z.infer<typeof reviewedEntrySchema>;

/**
 * An entry the approval held: its receipt looks like another entry's (`SIMILAR_RECEIPT`), or the
 * reading of its receipt confidently disagrees with it (`RECEIPT_MISMATCH`: the differences and
 * the reading, shown beside the photo).
 */
export const receiptReviewSchema = z.object({
  entry: reviewedEntrySchema,
  reason: z.enum(REVIEW_REASONS),
  similar: reviewedEntrySchema.nullable(),
  /** Bits that differ between the two receipts' perceptual hashes (0 = the same picture). */
  distance: z.number().int(),
  mismatches: z.array(receiptMismatchSchema),
  reading: receiptReadingSchema.nullable(),
  heldAt: instant().nullable(),
});
export type ReceiptReview = z.infer<typeof receiptReviewSchema>;

/** `GET /admin/api/reviews`: the held entries, oldest first; `total` says how many wait. */
export const receiptReviewListSchema = z.object({
  reviews: z.array(receiptReviewSchema),
  total: z.number().int(),
});
export type ReceiptReviewList = z.infer<typeof receiptReviewListSchema>;
