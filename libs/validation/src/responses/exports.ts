import { LANGUAGES, OPT_IN_CHANNELS, OPT_IN_SOURCES } from '@lens/domain';
import { z } from 'zod';
import { OPT_IN_STATUS_FILTERS } from '../admin/back-office';
import { EMAIL_TRIGGERS } from '../admin/admin-requests';
import { day, instant, paging } from './shared';

/** One consent of the back office's list (the `opt-ins` read model). */
export const optInRowSchema = z.object({
  channel: z.enum(OPT_IN_CHANNELS),
  /** The address the consent is for: in effect, requested, or withdrawn. */
  address: z.string().nullable(),
  status: z.enum(OPT_IN_STATUS_FILTERS),
  source: z.string().nullable(),
  language: z.string().nullable(),
  /** The consent wording the person saw (null: recorded before double opt-in). */
  wording_version: z.string().nullable(),
  profile_id: z.string().nullable(),
  requested_at: instant().nullable(),
  confirmed_at: instant().nullable(),
  withdrawn_at: instant().nullable(),
  withdrawn_via: z.string().nullable(),
  updated_at: instant(),
  /** A request for another address while one is in effect. */
  pending_address: z.string().nullable(),
});
export type OptInRow = z.infer<typeof optInRowSchema>;

/** `GET /admin/api/opt-ins`: a page of consents. */
export const optInPageSchema = z.object({
  optIns: z.array(optInRowSchema),
  total: z.number().int(),
  ...paging,
});
export type OptInPage = z.infer<typeof optInPageSchema>;

/** `POST /admin/api/opt-in-exports` (201): the export, its filters and where to download it. */
export const optInExportCreatedSchema = z.object({
  exportId: z.string(),
  filters: z.object({
    q: z.string().optional(),
    channel: z.enum(OPT_IN_CHANNELS).optional(),
    status: z.enum(OPT_IN_STATUS_FILTERS).optional(),
    source: z.enum(OPT_IN_SOURCES).optional(),
    from: day().optional(),
    to: day().optional(),
  }),
  url: z.string(),
});
export type OptInExportCreated = z.infer<typeof optInExportCreatedSchema>;

/** `POST /admin/api/profile-exports` (201): the export, its filters and where to download it. */
export const profileExportCreatedSchema = z.object({
  exportId: z.string(),
  filters: z.object({
    registered_from: day().optional(),
    registered_to: day().optional(),
    language: z.enum(LANGUAGES).optional(),
  }),
  url: z.string(),
});
export type ProfileExportCreated = z.infer<typeof profileExportCreatedSchema>;

/** `POST /admin/api/email-triggers` (202): the trigger and how many e-mails it queued. */
export const emailTriggeredSchema = z.object({
  triggerId: z.string(),
  template: z.enum(EMAIL_TRIGGERS),
  queued: z.number().int(),
});
export type EmailTriggeredResult = z.infer<typeof emailTriggeredSchema>;
