import {
  type PracticePrograms,
  type PracticeSnapshot,
  type PromoCodeApplied,
  type ReceiptMismatch,
  type RewardsBreakdown,
  type Supplies,
  brandsOf,
  decodeSubmissionEvent,
  isPreferredActive,
  sameCode,
} from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { day, instant, int } from '../row-folds/row-folds';

export interface PracticeView {
  sap: string;
  displayName: string | null;
  status: string | null;
  /** Preferred-active on the purchase date. */
  preferred: boolean;
  notListedDoctor: { first_name: string; last_name: string } | null;
  /** Kept so `preferred` follows a later change of the purchase date. */
  programs: PracticePrograms;
}

export interface PromoView {
  code: string;
  codeClass: string;
  award: number;
}

/**
 * Why the approval held the entry for support's review: a receipt like another entry's
 * (`similarTo`, `distance`), or a reading of the receipt that disagrees (`mismatches`).
 */
export interface ReviewView {
  reason: string;
  similarTo: string | null;
  distance: number | null;
  mismatches: ReceiptMismatch[];
  heldAt: string | null;
}

export interface CardView {
  state: 'ordered' | 'mailed';
  orderId: string | null;
  amount: number | null;
  orderedAt: string | null;
  mailedAt: string | null;
  /** The card's masked number and expiry (`MM/YY`), as the fulfilment provider reports them. */
  maskedNumber: string | null;
  expiry: string | null;
}

/** One dashboard entry: everything the patient's views show, from one submission stream. */
export interface SubmissionRow {
  submission_id: string;
  profile_id: string | null;
  patient_id: string | null;
  status: string;
  entry_type: string | null;
  purchase_date: string | null;
  sub_phase: string | null;
  sap: string | null;
  practice: PracticeView | null;
  patient_type: string | null;
  supplies: Supplies | null;
  supply_length: number | null;
  brands: string[];
  sku: string | null;
  product_image_url: string | null;
  receipt_image_url: string | null;
  receipt_hash: string | null;
  promo_codes: PromoView[];
  confirmation_code: string | null;
  completed_at: string | null;
  rewards: RewardsBreakdown | null;
  total_reward: number;
  limit_remaining: number | null;
  rejection_reasons: string[];
  mail_required_reason: string | null;
  review: ReviewView | null;
  card: CardView | null;
  is_resubmission: boolean;
  is_admin_resubmit: boolean;
  exception: string | null;
  admin_exception: boolean;
  created_at: string;
  event_count: number;
  last_revision: number;
  updated_at: string;
}

export const newSubmissionRow = (submissionId: string, at: string): SubmissionRow => ({
  submission_id: submissionId,
  profile_id: null,
  patient_id: null,
  status: '',
  entry_type: null,
  purchase_date: null,
  sub_phase: null,
  sap: null,
  practice: null,
  patient_type: null,
  supplies: null,
  supply_length: null,
  brands: [],
  sku: null,
  product_image_url: null,
  receipt_image_url: null,
  receipt_hash: null,
  promo_codes: [],
  confirmation_code: null,
  completed_at: null,
  rewards: null,
  total_reward: 0,
  limit_remaining: null,
  rejection_reasons: [],
  mail_required_reason: null,
  review: null,
  card: null,
  is_resubmission: false,
  is_admin_resubmit: false,
  exception: null,
  admin_exception: false,
  created_at: at,
  event_count: 0,
  last_revision: -1,
  updated_at: at,
});

function preferredOn(practice: PracticeView, purchaseDate: string | null): boolean {
  return purchaseDate !== null && isPreferredActive(practice.programs, purchaseDate);
}

function practiceOf(
  sap: string,
  snapshot: PracticeSnapshot,
  purchaseDate: string | null,
): PracticeView {
  const doctor = snapshot.notListedDoctor ?? null;
  const practice: PracticeView = {
    sap,
    displayName: snapshot.displayName ?? null,
    status: snapshot.status ?? null,
    preferred: false,
    notListedDoctor:
      typeof doctor?.first_name === 'string'
        ? { first_name: doctor.first_name, last_name: doctor.last_name ?? '' }
        : null,
    programs: snapshot.programs ?? {},
  };
  return { ...practice, preferred: preferredOn(practice, purchaseDate) };
}

function promoOf(data: PromoCodeApplied['data']): PromoView {
  return { code: data.code, codeClass: data.codeClass, award: int(data.award) ?? 0 };
}

/**
 * Folds one event into the row. Counts every event, so a double application shows; an event
 * that does not decode (a required field missing) changes nothing else.
 */
export function evolveSubmissionRow(row: SubmissionRow, recorded: RecordedEvent): SubmissionRow {
  // This call's own copy (a plain clone, V8's fast path): the counters and then each case's
  // changes are written into it rather than copying the whole row again per event.
  const next: SubmissionRow = { ...row };
  next.event_count = row.event_count + 1;
  next.last_revision = recorded.revision;
  next.updated_at = recorded.recordedAt.toISOString();
  const event = decodeSubmissionEvent(recorded);
  if (!event) return next;
  switch (event.type) {
    case 'PurchaseDateEntered': {
      const { data } = event;
      const purchaseDate = day(data.purchaseDate);
      return Object.assign(next, {
        profile_id: row.profile_id ?? data.profileId,
        patient_id: row.patient_id ?? data.patientId,
        purchase_date: purchaseDate,
        sub_phase: data.subPhase,
        entry_type: row.entry_type ?? data.entryType,
        practice: row.practice && {
          ...row.practice,
          preferred: preferredOn(row.practice, purchaseDate),
        },
      });
    }
    case 'SuppliesSubmitted': {
      const { data } = event;
      const practice = practiceOf(data.sap, data.practice, row.purchase_date);
      return Object.assign(next, {
        supplies: data.supplies,
        supply_length: int(data.supplies.supplyLength),
        brands: brandsOf(data.supplies),
        sap: practice.sap,
        practice,
        patient_type: data.patient_type,
        sku: data.sku,
        is_resubmission: row.is_resubmission || data.resubmission,
        is_admin_resubmit: data.isAdminResubmit,
        exception: data.exception,
        admin_exception: data.adminException,
      });
    }
    case 'ProductImageAttached':
      return Object.assign(next, { product_image_url: event.data.url });
    case 'ReceiptImageAttached':
      return Object.assign(next, {
        receipt_image_url: event.data.url,
        receipt_hash: event.data.contentHash,
      });
    case 'PromoCodeApplied':
      return Object.assign(next, { promo_codes: [...row.promo_codes, promoOf(event.data)] });
    case 'PromoCodeRemoved': {
      const { code } = event.data;
      return Object.assign(next, {
        promo_codes: row.promo_codes.filter((p) => !sameCode(p.code, code)),
      });
    }
    case 'SubmissionConfirmed': {
      const { data } = event;
      return Object.assign(next, {
        status: 'pending',
        confirmation_code: data.confirmationCode,
        completed_at: instant(data.completedAt),
        rewards: data.rewards,
        total_reward: int(data.rewards.totalReward) ?? 0,
        supply_length: int(data.supplyMonths) ?? row.supply_length,
        limit_remaining: int(data.limitRemaining),
        practice: row.practice && { ...row.practice, preferred: data.preferredActive },
        rejection_reasons: [],
        mail_required_reason: null,
        review: null,
      });
    }
    case 'SubmissionApproved':
      return Object.assign(next, { status: 'approved' });
    case 'SubmissionRejected':
      return Object.assign(next, {
        status: 'rejected',
        rejection_reasons: event.data.reasons.filter((r) => typeof r === 'string'),
      });
    case 'MailRequired':
      return Object.assign(next, {
        status: event.data.status,
        mail_required_reason: event.data.reason,
      });
    case 'ResubmissionStarted':
      return Object.assign(next, {
        status: 'resub_started',
        is_resubmission: true,
        is_admin_resubmit: event.data.isAdminResubmit,
      });
    case 'RewardCardOrdered': {
      const { data } = event;
      return Object.assign(next, {
        card: {
          state: 'ordered',
          orderId: data.orderId,
          amount: data.amount,
          orderedAt: instant(data.orderedAt),
          mailedAt: null,
          maskedNumber: data.maskedNumber,
          expiry: data.expiry,
        },
      });
    }
    case 'SubmissionDiscarded':
      return Object.assign(next, { status: 'discarded' });
    case 'SubmissionHeldForReview': {
      const { data } = event;
      return Object.assign(next, {
        status: 'duplicate_review',
        review: {
          reason: data.reason,
          similarTo: data.similarTo,
          distance: int(data.distance),
          mismatches: [...(data.mismatches ?? [])],
          heldAt: instant(data.heldAt),
        },
      });
    }
    case 'RewardCardMailed':
      return row.card
        ? Object.assign(next, {
            card: { ...row.card, state: 'mailed', mailedAt: instant(event.data.mailedAt) },
          })
        : next;
    case 'AdminCommentAdded':
    case 'ReceiptRead':
    case 'ReceiptUnreadable':
    case 'EntryLoggedIncomplete':
    case 'ExceptionGranted':
    case 'ExpressEntryOffered':
    case 'ExpressEntryClaimed':
    case 'ExpressEntryDeclined':
      return next;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
