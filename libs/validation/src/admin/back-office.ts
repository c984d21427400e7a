// The back office's own requests (issue 9): support search and overrides, patient tools and
// impersonation, e-mail triggers, exports and finance queries. The admin forms of spec 001 §3
// (promotion, code class, invoice, ECP upload) keep their own files.
import {
  LANGUAGES,
  OPT_IN_CHANNELS,
  OPT_IN_SOURCES,
  PROMO_ENTITY_UPLOAD_TYPES,
  REJECTION_REASONS,
} from '@lens/domain';
import { type z } from 'zod';
import { choice, list, optionalChoice, optionalTextFlag } from '../common/choices';
import { type CrossFieldRule, textOf, withRules } from '../common/cross-field';
import { endNotBeforeStart } from '../common/date-order';
import { isoDate, optionalIsoDate, parseIsoDate } from '../common/dates';
import { code, exceptionId, id, optionalCode, optionalId, optionalSap } from '../common/ids';
import { numberInput, optionalNumberInput } from '../common/numbers';
import { payload } from '../common/objects';
import { matching, optionalText, requiredText } from '../common/text';
import { EMAIL_TRIGGERS } from './admin-requests';

const COMMENT_MAX = 2000;
const SEARCH_MAX = 200;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;
const MAX_REVISION = 1_000_000;

const comment = () => requiredText({ max: COMMENT_MAX, multiline: true });
const page = () => optionalNumberInput('invalid number', { integer: true, min: 1, max: MAX_PAGE });
const pageSize = () =>
  optionalNumberInput('invalid number', { integer: true, min: 1, max: MAX_PAGE_SIZE });

/**
 * Entry statuses as a filter: `in_progress` is the empty status (not yet confirmed) and
 * `mail_required` the status written "mail required".
 */
export const ENTRY_STATUS_FILTERS = [
  'in_progress',
  'pending',
  'approved',
  'rejected',
  'resub_started',
  'mail_required',
  'resub_mail_required',
  'discarded',
  'duplicate_review',
] as const;
export type EntryStatusFilter = (typeof ENTRY_STATUS_FILTERS)[number];

/** Which day the date range of an entry search compares: purchase or confirmation. */
export const ENTRY_DATE_FIELDS = ['purchase', 'confirmed'] as const;

/**
 * A confirmation code or a part of one, as support reads it off a letter or the phone: at least
 * four of its letters and digits, hyphens and case as typed (issue 29: a partial code found
 * nothing). Kept as the stored form: upper case, no hyphens.
 */
const codeOrPart = () =>
  optionalText(
    matching(
      /^(?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){4})[A-Za-z0-9-]+$/,
      'invalid confirmation code',
      20,
      {
        finish: (v) => v.replace(/-/g, '').toUpperCase(),
      },
    ),
  );

/** GET /admin/api/entries: free text plus any of the fields, one page at a time. */
export const adminEntrySearchQuerySchema = withRules(
  payload({
    q: optionalText({ max: SEARCH_MAX }),
    entry_id: optionalId(),
    confirmation_code: codeOrPart(),
    name: optionalText({ max: NAME_MAX }),
    email: optionalText({ max: EMAIL_MAX }),
    sap: optionalSap(),
    status: optionalChoice(ENTRY_STATUS_FILTERS, 'invalid choice'),
    from: optionalIsoDate(),
    to: optionalIsoDate(),
    date_field: optionalChoice(ENTRY_DATE_FIELDS, 'invalid choice'),
    page: page(),
    page_size: pageSize(),
  }),
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type AdminEntrySearchQuery = z.infer<typeof adminEntrySearchQuerySchema>;

/** GET /admin/api/profiles: a profile by e-mail, name, patient name or id. */
export const adminProfileSearchQuerySchema = payload({
  q: optionalText({ max: SEARCH_MAX }),
  page: page(),
  page_size: pageSize(),
});
export type AdminProfileSearchQuery = z.infer<typeof adminProfileSearchQuerySchema>;

/** The entry's state after the event at `revision` (0 is its first event). */
export const entryStateQuerySchema = payload({
  revision: numberInput('invalid number', { integer: true, min: 0, max: MAX_REVISION }),
});
export type EntryStateQuery = z.infer<typeof entryStateQuerySchema>;

/** Approve an entry as an exception: the exception's id and why. */
export const approveOverrideSchema = payload({ exception_id: exceptionId(), comment: comment() });
export type ApproveOverride = z.infer<typeof approveOverrideSchema>;

/** Reject an entry by an admin's decision: the exception's id, why, and the reasons recorded. */
export const rejectOverrideSchema = payload({
  exception_id: exceptionId(),
  comment: comment(),
  reasons: list(choice(REJECTION_REASONS, 'invalid choice'), {
    min: 1,
    max: REJECTION_REASONS.length,
  }).optional(),
});
export type RejectOverride = z.infer<typeof rejectOverrideSchema>;

/** POST /admin/api/entries/{submissionId}/exceptions/{id}: the path of a granted exception. */
export const entryExceptionParamsSchema = payload({ submissionId: id(), id: exceptionId() });
export type EntryExceptionParams = z.infer<typeof entryExceptionParamsSchema>;

/** The photos of an entry support can open. */
export const ENTRY_PHOTO_KINDS = ['receipt', 'product'] as const;
export const entryPhotoParamsSchema = payload({
  submissionId: id(),
  kind: choice(ENTRY_PHOTO_KINDS, 'invalid choice'),
});
export type EntryPhotoParams = z.infer<typeof entryPhotoParamsSchema>;

/** A comment-only admin action (an exception, the annual-limit confirmation). */
export const adminReasonSchema = payload({ comment: comment() });
export type AdminReason = z.infer<typeof adminReasonSchema>;

/** An e-mail trigger names one entry, one profile, or a filter with a date range. */
const oneTarget: CrossFieldRule = (fields) => {
  if (textOf(fields['purchase_submission_id']) || textOf(fields['profile_id'])) return [];
  return textOf(fields['from']) && textOf(fields['to'])
    ? []
    : [{ path: ['purchase_submission_id'], key: 'email trigger needs a target', code: 'NULL' }];
};

/**
 * POST /admin/api/email-triggers: a template sent (again) for one entry, for a profile's entries,
 * or for the entries a filter finds (confirmed in a date range, optionally by status and sap).
 */
export const adminEmailTriggerSchema = withRules(
  payload({
    trigger: choice(EMAIL_TRIGGERS, 'invalid choice'),
    purchase_submission_id: optionalId(),
    profile_id: optionalId(),
    status: optionalChoice(ENTRY_STATUS_FILTERS, 'invalid choice'),
    sap: optionalSap(),
    from: optionalIsoDate(),
    to: optionalIsoDate(),
  }),
  oneTarget,
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type AdminEmailTrigger = z.infer<typeof adminEmailTriggerSchema>;

/** POST /admin/api/profile-exports: which profiles (by registration day and language). */
export const profileExportRequestSchema = withRules(
  payload({
    registered_from: optionalIsoDate(),
    registered_to: optionalIsoDate(),
    language: optionalChoice(LANGUAGES, 'invalid language'),
  }),
  endNotBeforeStart('registered_from', 'registered_to', parseIsoDate),
);
export type ProfileExportRequest = z.infer<typeof profileExportRequestSchema>;

/** An invoice type: a reward part (`base`, `true_up`, …) or a promo class (`promo:<class>`). */
const optionalInvoiceType = () =>
  optionalText(matching(/^[A-Za-z0-9_]+(?::[A-Za-z0-9_]+)?$/, 'invalid code', 64));

/** GET /admin/api/invoices: a date range of invoice days, by type, as JSON pages or CSV. */
export const financeInvoiceQuerySchema = withRules(
  payload({
    from: isoDate(),
    to: isoDate(),
    format: optionalChoice(['json', 'csv'], 'invalid choice'),
    invoice_type: optionalInvoiceType(),
    fulfillment_type: optionalCode(),
    page: page(),
    page_size: pageSize(),
  }),
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type FinanceInvoiceQuery = z.infer<typeof financeInvoiceQuerySchema>;

/** GET /admin/api/card-fulfilment: cards ordered in a date range against mailing and invoices. */
export const reconciliationQuerySchema = withRules(
  payload({
    from: isoDate(),
    to: isoDate(),
    fulfillment_type: optionalCode(),
    issues_only: optionalTextFlag('invalid choice'),
    page: page(),
    page_size: pageSize(),
  }),
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/** The form fields sent with a promo entity CSV (its values come from the file). */
export const promoEntityCsvFieldsSchema = payload({
  type: choice(PROMO_ENTITY_UPLOAD_TYPES, 'invalid promo entity type'),
});
export type PromoEntityCsvFields = z.infer<typeof promoEntityCsvFieldsSchema>;

/** A promotion in the path, by its code. */
export const promotionCodeParamsSchema = payload({ code: code() });
export type PromotionCodeParams = z.infer<typeof promotionCodeParamsSchema>;

/** An ECP upload (preview) in the path. */
export const ecpUploadParamsSchema = payload({ uploadId: id() });
export type EcpUploadParams = z.infer<typeof ecpUploadParamsSchema>;

/** Opt-in statuses staff filter by (a subject with no consent at all has no row). */
export const OPT_IN_STATUS_FILTERS = ['pending', 'subscribed', 'withdrawn'] as const;

const optInFilters = {
  q: optionalText({ max: SEARCH_MAX }),
  channel: optionalChoice(OPT_IN_CHANNELS, 'invalid choice'),
  status: optionalChoice(OPT_IN_STATUS_FILTERS, 'invalid choice'),
  source: optionalChoice(OPT_IN_SOURCES, 'invalid choice'),
  from: optionalIsoDate(),
  to: optionalIsoDate(),
};

/** GET /admin/api/opt-ins: consents by channel, status, source, last change and address. */
export const adminOptInQuerySchema = withRules(
  payload({ ...optInFilters, page: page(), page_size: pageSize() }),
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type AdminOptInQuery = z.infer<typeof adminOptInQuerySchema>;

/** POST /admin/api/opt-in-exports: the same filters, recorded with the export. */
export const optInExportRequestSchema = withRules(
  payload(optInFilters),
  endNotBeforeStart('from', 'to', parseIsoDate),
);
export type OptInExportRequest = z.infer<typeof optInExportRequestSchema>;
