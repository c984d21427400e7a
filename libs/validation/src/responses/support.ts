import { z } from 'zod';
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
