import { type PracticePrograms, isPreferredActive, sameCode } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import {
  type Data,
  bool,
  dataOf,
  day,
  instant,
  int,
  num,
  record,
  text,
  texts,
} from '../row-folds/row-folds';

export interface PracticeView {
  sap: string;
  displayName: string | null;
  status: string | null;
  /** Preferred-active on the purchase date. */
  preferred: boolean;
  notListedDoctor: { first_name: string; last_name: string } | null;
  /** Kept so `preferred` follows a later change of the purchase date. */
  programs: Data;
}

export interface PromoView {
  code: string;
  codeClass: string;
  award: number;
}

/** Why the approval held the entry for support's review (a receipt like another entry's). */
export interface ReviewView {
  reason: string;
  similarTo: string;
  distance: number;
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
  supplies: Data | null;
  supply_length: number | null;
  brands: string[];
  sku: string | null;
  product_image_url: string | null;
  receipt_image_url: string | null;
  receipt_hash: string | null;
  promo_codes: PromoView[];
  confirmation_code: string | null;
  completed_at: string | null;
  rewards: Data | null;
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

/** The brands of the eyes supplied, left first, without repeats. */
export function brandsOf(supplies: Data): string[] {
  return [...new Set([text(supplies.brand_l), text(supplies.brand_r)].filter((b) => b !== null))];
}

function preferredOn(practice: PracticeView, purchaseDate: string | null): boolean {
  return (
    purchaseDate !== null && isPreferredActive(practice.programs as PracticePrograms, purchaseDate)
  );
}

function practiceOf(data: Data, purchaseDate: string | null): PracticeView {
  const snapshot = record(data.practice);
  const doctor = record(snapshot.notListedDoctor);
  const practice: PracticeView = {
    sap: text(data.sap) ?? text(snapshot.sap) ?? '',
    displayName: text(snapshot.displayName),
    status: text(snapshot.status),
    preferred: false,
    notListedDoctor:
      text(doctor.first_name) !== null
        ? { first_name: text(doctor.first_name)!, last_name: text(doctor.last_name) ?? '' }
        : null,
    programs: record(snapshot.programs),
  };
  return { ...practice, preferred: preferredOn(practice, purchaseDate) };
}

function promoOf(data: Data): PromoView {
  return {
    code: text(data.code) ?? '',
    codeClass: text(data.codeClass) ?? '',
    award: int(data.award) ?? 0,
  };
}

/** Folds one event into the row. Counts every event, so a double application shows. */
export function evolveSubmissionRow(row: SubmissionRow, event: RecordedEvent): SubmissionRow {
  const data = dataOf(event);
  const next: SubmissionRow = {
    ...row,
    event_count: row.event_count + 1,
    last_revision: event.revision,
    updated_at: event.recordedAt.toISOString(),
  };
  switch (event.type) {
    case 'PurchaseDateEntered': {
      const purchaseDate = day(data.purchaseDate);
      return {
        ...next,
        profile_id: row.profile_id ?? text(data.profileId),
        patient_id: row.patient_id ?? text(data.patientId),
        purchase_date: purchaseDate,
        sub_phase: text(data.subPhase),
        entry_type: row.entry_type ?? text(data.entryType),
        practice: row.practice && {
          ...row.practice,
          preferred: preferredOn(row.practice, purchaseDate),
        },
      };
    }
    case 'SuppliesSubmitted': {
      const supplies = record(data.supplies);
      const practice = practiceOf(data, row.purchase_date);
      return {
        ...next,
        supplies,
        supply_length: int(supplies.supplyLength),
        brands: brandsOf(supplies),
        sap: practice.sap,
        practice,
        patient_type: text(data.patient_type),
        sku: text(data.sku),
        is_resubmission: row.is_resubmission || bool(data.resubmission),
        is_admin_resubmit: bool(data.isAdminResubmit),
        exception: text(data.exception),
        admin_exception: bool(data.adminException),
      };
    }
    case 'ProductImageAttached':
      return { ...next, product_image_url: text(data.url) };
    case 'ReceiptImageAttached':
      return { ...next, receipt_image_url: text(data.url), receipt_hash: text(data.contentHash) };
    case 'PromoCodeApplied':
      return { ...next, promo_codes: [...row.promo_codes, promoOf(data)] };
    case 'PromoCodeRemoved': {
      const code = text(data.code) ?? '';
      return { ...next, promo_codes: row.promo_codes.filter((p) => !sameCode(p.code, code)) };
    }
    case 'SubmissionConfirmed': {
      const rewards = record(data.rewards);
      return {
        ...next,
        status: 'pending',
        confirmation_code: text(data.confirmationCode),
        completed_at: instant(data.completedAt),
        rewards,
        total_reward: int(rewards.totalReward) ?? 0,
        supply_length: int(data.supplyMonths) ?? row.supply_length,
        limit_remaining: int(data.limitRemaining),
        practice: row.practice && { ...row.practice, preferred: bool(data.preferredActive) },
        rejection_reasons: [],
        mail_required_reason: null,
        review: null,
      };
    }
    case 'SubmissionApproved':
      return { ...next, status: 'approved' };
    case 'SubmissionRejected':
      return { ...next, status: 'rejected', rejection_reasons: texts(data.reasons) };
    case 'MailRequired':
      return {
        ...next,
        status:
          text(data.status) ?? (row.is_resubmission ? 'resub_mail_required' : 'mail required'),
        mail_required_reason: text(data.reason),
      };
    case 'ResubmissionStarted':
      return {
        ...next,
        status: 'resub_started',
        is_resubmission: true,
        is_admin_resubmit: bool(data.isAdminResubmit),
      };
    case 'RewardCardOrdered':
      return {
        ...next,
        card: {
          state: 'ordered',
          orderId: text(data.orderId),
          amount: num(data.amount),
          orderedAt: instant(data.orderedAt),
          mailedAt: null,
          maskedNumber: text(data.maskedNumber),
          expiry: text(data.expiry),
        },
      };
    case 'SubmissionDiscarded':
      return { ...next, status: 'discarded' };
    case 'SubmissionHeldForReview':
      return {
        ...next,
        status: 'duplicate_review',
        review: {
          reason: text(data.reason) ?? 'SIMILAR_RECEIPT',
          similarTo: text(data.similarTo) ?? '',
          distance: int(data.distance) ?? 0,
          heldAt: instant(data.heldAt),
        },
      };
    case 'RewardCardMailed':
      return row.card
        ? { ...next, card: { ...row.card, state: 'mailed', mailedAt: instant(data.mailedAt) } }
        : next;
    default:
      return next;
  }
}
