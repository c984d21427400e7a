// Submission stream (`submission-<id>`): its events, its state and evolve.
import {
  type EntryType,
  type Language,
  type PatientType,
  type SubmissionStatus,
  type SupplyMonths,
} from '../catalog/codes';
import { type Message } from '../core/event';
import { type PracticeSnapshot } from '../practice/practice';
import {
  type ReceiptMismatch,
  type ReceiptReading,
  type ReceiptUnreadableReason,
} from '../receipt/reading';
import { type AppliedPromoCode } from '../promo-codes/promotion';
import { type RewardsBreakdown } from '../rewards/breakdown';
import { type IsoDay } from '../time/days';
import { type SubPhaseName } from '../time/sub-phases';
import { type IncompleteReason } from './incomplete-reasons';
import { type MailRequiredReason, type RejectionReason } from './reasons';
import { type FulfillmentType } from './reward-card';
import { type Supplies } from './supplies';

/** ISO-8601 timestamps in events; days are 'YYYY-MM-DD'. */
type Timestamp = string;

export type PurchaseDateEntered = Message<
  'PurchaseDateEntered',
  {
    submissionId: string;
    profileId: string;
    patientId: string;
    purchaseDate: IsoDay;
    subPhase: SubPhaseName;
    entryType: EntryType;
    enteredAt: Timestamp;
  }
>;

export type SuppliesSubmitted = Message<
  'SuppliesSubmitted',
  {
    submissionId: string;
    supplies: Supplies;
    /** Months the boxes cover by the month formulas (the claim is supplies.supplyLength). */
    suppliedMonths: number;
    sap: string;
    practice: PracticeSnapshot;
    patient_type: PatientType;
    sku: string | null;
    resubmission: boolean;
    isAdminResubmit: boolean;
    /** An admin's exception name (e.g. ecp_exception), or null. */
    exception: string | null;
    /** An admin confirmed going over the annual supply limit. */
    adminException: boolean;
    submittedAt: Timestamp;
  }
>;

export type ProductImageAttached = Message<
  'ProductImageAttached',
  { submissionId: string; url: string; contentHash: string | null; attachedAt: Timestamp }
>;

export type ReceiptImageAttached = Message<
  'ReceiptImageAttached',
  { submissionId: string; url: string; contentHash: string; attachedAt: Timestamp }
>;

export type PromoCodeApplied = Message<
  'PromoCodeApplied',
  {
    submissionId: string;
    code: string;
    codeClass: string;
    award: number;
    combineClasses: readonly string[];
    appliedAt: Timestamp;
  }
>;

export const PROMO_REMOVAL_REASONS = [
  'patient',
  'supplies_changed',
  'purchase_date_changed',
] as const;
export type PromoRemovalReason = (typeof PROMO_REMOVAL_REASONS)[number];

export type PromoCodeRemoved = Message<
  'PromoCodeRemoved',
  {
    submissionId: string;
    code: string;
    codeClass: string;
    reason: PromoRemovalReason;
    removedAt: Timestamp;
  }
>;

export type SubmissionConfirmed = Message<
  'SubmissionConfirmed',
  {
    submissionId: string;
    confirmationCode: string;
    rewards: RewardsBreakdown;
    subPhase: SubPhaseName;
    supplyMonths: SupplyMonths;
    preferredActive: boolean;
    completedAt: Timestamp;
    /** Months left in the rolling 12 months after this entry. */
    limitRemaining: number;
    resubmission: boolean;
    adminLimitConfirmed: boolean;
    channel: string | null;
  }
>;

export type AdminCommentAdded = Message<
  'AdminCommentAdded',
  { submissionId: string; adminId: string; comment: string; addedAt: Timestamp }
>;

export type SubmissionApproved = Message<
  'SubmissionApproved',
  {
    submissionId: string;
    /** 'system' for the approval job, else the admin's id. */
    approvedBy: string;
    exceptionId: string | null;
    approvedAt: Timestamp;
  }
>;

export type SubmissionRejected = Message<
  'SubmissionRejected',
  {
    submissionId: string;
    reasons: readonly RejectionReason[];
    rejectedBy: string;
    rejectedAt: Timestamp;
  }
>;

export type MailRequired = Message<
  'MailRequired',
  {
    submissionId: string;
    reason: MailRequiredReason;
    status: 'mail required' | 'resub_mail_required';
    requiredAt: Timestamp;
  }
>;

export type ResubmissionStarted = Message<
  'ResubmissionStarted',
  { submissionId: string; isAdminResubmit: boolean; startedAt: Timestamp }
>;

/** The patient threw the entry away while it was in progress; it is final. */
export type SubmissionDiscarded = Message<
  'SubmissionDiscarded',
  { submissionId: string; discardedAt: Timestamp }
>;

export const REVIEW_REASONS = ['SIMILAR_RECEIPT', 'RECEIPT_MISMATCH'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/**
 * The approval found the receipt looks like one used on another entry (a near-duplicate by its
 * perceptual hash, not by its bytes): support reviews it instead of an automatic approval.
 */
export type SubmissionHeldForReview = Message<
  'SubmissionHeldForReview',
  {
    submissionId: string;
    /** SIMILAR_RECEIPT: a near-duplicate; RECEIPT_MISMATCH: the reading disagrees confidently. */
    reason: ReviewReason;
    /** The entry whose receipt it resembles, and how many of the hashes' bits differ. */
    similarTo: string | null;
    distance: number | null;
    /** Where the receipt's reading disagrees with the entry (RECEIPT_MISMATCH). */
    mismatches?: readonly ReceiptMismatch[];
    heldAt: Timestamp;
  }
>;

/**
 * The worker read the receipt with this content hash (OCR): what it found, each field with its
 * confidence, and the engine that read it. It never changes what the patient entered.
 */
export type ReceiptRead = Message<
  'ReceiptRead',
  {
    submissionId: string;
    contentHash: string;
    reading: ReceiptReading;
    /** The OCR engine, its trained data and the reader's version (`tesseract.js 7.0.0 …`). */
    engine: string;
    readAt: Timestamp;
  }
>;

/** The worker could not read the receipt with this content hash; the entry goes on as before. */
export type ReceiptUnreadable = Message<
  'ReceiptUnreadable',
  {
    submissionId: string;
    contentHash: string;
    reason: ReceiptUnreadableReason;
    engine: string;
    readAt: Timestamp;
  }
>;

/** An admin logged the entry incomplete (the OAMOE override): it stays in progress. */
export type EntryLoggedIncomplete = Message<
  'EntryLoggedIncomplete',
  {
    submissionId: string;
    incompleteReason: IncompleteReason;
    batchId: string | null;
    comment: string;
    adminId: string;
    loggedAt: Timestamp;
  }
>;

export type RewardCardOrdered = Message<
  'RewardCardOrdered',
  {
    submissionId: string;
    orderId: string;
    amount: number;
    /** What the amount pays for (finance invoices each part) and the code the patient holds. */
    rewards: RewardsBreakdown;
    confirmationCode: string;
    fulfillmentType: FulfillmentType;
    /** As the fulfilment provider reports it: `**** **** **** 1234`, `MM/YY`. */
    maskedNumber: string | null;
    expiry: string | null;
    orderedAt: Timestamp;
  }
>;

export type RewardCardMailed = Message<
  'RewardCardMailed',
  { submissionId: string; orderId: string; trackingId: string | null; mailedAt: Timestamp }
>;

export type ExceptionGranted = Message<
  'ExceptionGranted',
  {
    submissionId: string;
    exceptionId: string;
    adminId: string;
    comment: string;
    grantedAt: Timestamp;
  }
>;

/** Who claims an entry a practice's checkout or shop created (DESIGN §9 express rewards). */
export interface ExpressClaimant {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly language: Language;
}

/** How the practice's checkout reaches the patient with the claim link: e-mail, phone or both. */
export interface ExpressContact {
  readonly email: string | null;
  readonly phone: string | null;
  readonly language: Language;
}

/** The practice's checkout gave the patient's contact details; the claim link goes to them. */
export type ExpressEntryOffered = Message<
  'ExpressEntryOffered',
  { submissionId: string; contact: ExpressContact; offeredAt: Timestamp }
>;

/**
 * `patientId` is the claimant's own express patient (issue 14 item 13), from their contact
 * details; claims recorded before it leave the entry with the practice's placeholder patient.
 */
export type ExpressEntryClaimed = Message<
  'ExpressEntryClaimed',
  { submissionId: string; claimant: ExpressClaimant; claimedAt: Timestamp; patientId?: string }
>;

export type ExpressEntryDeclined = Message<
  'ExpressEntryDeclined',
  { submissionId: string; declinedAt: Timestamp }
>;

export type SubmissionEvent =
  | PurchaseDateEntered
  | SuppliesSubmitted
  | ProductImageAttached
  | ReceiptImageAttached
  | PromoCodeApplied
  | PromoCodeRemoved
  | SubmissionConfirmed
  | AdminCommentAdded
  | SubmissionApproved
  | SubmissionRejected
  | MailRequired
  | ResubmissionStarted
  | SubmissionDiscarded
  | SubmissionHeldForReview
  | ReceiptRead
  | ReceiptUnreadable
  | EntryLoggedIncomplete
  | RewardCardOrdered
  | RewardCardMailed
  | ExceptionGranted
  | ExpressEntryOffered
  | ExpressEntryClaimed
  | ExpressEntryDeclined;

export type SubmissionEventType = SubmissionEvent['type'];

export const SUBMISSION_EVENT_TYPES = [
  'PurchaseDateEntered',
  'SuppliesSubmitted',
  'ProductImageAttached',
  'ReceiptImageAttached',
  'PromoCodeApplied',
  'PromoCodeRemoved',
  'SubmissionConfirmed',
  'AdminCommentAdded',
  'SubmissionApproved',
  'SubmissionRejected',
  'MailRequired',
  'ResubmissionStarted',
  'SubmissionDiscarded',
  'SubmissionHeldForReview',
  'ReceiptRead',
  'ReceiptUnreadable',
  'EntryLoggedIncomplete',
  'RewardCardOrdered',
  'RewardCardMailed',
  'ExceptionGranted',
  'ExpressEntryOffered',
  'ExpressEntryClaimed',
  'ExpressEntryDeclined',
] as const satisfies readonly SubmissionEventType[];

export interface Confirmation {
  readonly confirmationCode: string;
  readonly rewards: RewardsBreakdown;
  readonly supplyMonths: SupplyMonths;
  readonly preferredActive: boolean;
  readonly completedAt: Timestamp;
  readonly limitRemaining: number;
  readonly adminLimitConfirmed: boolean;
}

export interface SubmissionEntry {
  readonly submissionId: string;
  readonly profileId: string;
  readonly patientId: string;
  readonly purchaseDate: IsoDay;
  readonly subPhase: SubPhaseName;
  readonly entryType: EntryType;
  readonly status: SubmissionStatus;
  readonly supplies: SuppliesSubmitted['data'] | null;
  readonly productImage: { readonly url: string; readonly contentHash: string | null } | null;
  readonly receiptImage: { readonly url: string; readonly contentHash: string } | null;
  readonly promoCodes: readonly AppliedPromoCode[];
  readonly confirmation: Confirmation | null;
  /** When the entry was first confirmed: the day it was submitted, through resubmissions. */
  readonly firstConfirmedAt: Timestamp | null;
  readonly isResubmission: boolean;
  readonly comments: readonly AdminCommentAdded['data'][];
  readonly rejectionReasons: readonly RejectionReason[];
  readonly mailRequiredReason: MailRequiredReason | null;
  readonly exceptions: readonly ExceptionGranted['data'][];
  readonly approval: SubmissionApproved['data'] | null;
  /** Set when the approval held the entry for support's review (the latest hold). */
  readonly review?: Omit<SubmissionHeldForReview['data'], 'submissionId'> | null;
  /** The latest reading of a receipt (of `contentHash`: it is the entry's only while it matches). */
  readonly receiptReading?: ReceiptReadingState | null;
  /** The latest "log incomplete" of an admin, while the entry is in progress. */
  readonly incomplete?: Omit<EntryLoggedIncomplete['data'], 'submissionId'> | null;
  readonly card: {
    readonly orderId: string;
    readonly amount: number;
    readonly fulfillmentType: FulfillmentType;
    readonly maskedNumber: string | null;
    readonly expiry: string | null;
    readonly orderedAt: Timestamp;
    readonly mailedAt: Timestamp | null;
  } | null;
  /** Express entries (checkout or shop): the claimant, or the patient's "not needed". */
  readonly express?: {
    readonly contact?: ExpressContact | null;
    readonly claimant: ExpressClaimant | null;
    readonly claimedAt: Timestamp | null;
    readonly declinedAt: Timestamp | null;
  };
}

/** What the worker made of one receipt image. */
export type ReceiptReadingState =
  | ({ readonly status: 'read' } & Omit<ReceiptRead['data'], 'submissionId'>)
  | ({ readonly status: 'unreadable' } & Omit<ReceiptUnreadable['data'], 'submissionId'>);

export type SubmissionState =
  { readonly kind: 'none' } | ({ readonly kind: 'entry' } & SubmissionEntry);
export type SubmissionEntryState = Extract<SubmissionState, { kind: 'entry' }>;

export const initialSubmissionState = (): SubmissionState => ({ kind: 'none' });

function created(data: PurchaseDateEntered['data']): SubmissionEntryState {
  return {
    kind: 'entry',
    submissionId: data.submissionId,
    profileId: data.profileId,
    patientId: data.patientId,
    purchaseDate: data.purchaseDate,
    subPhase: data.subPhase,
    entryType: data.entryType,
    status: '',
    supplies: null,
    productImage: null,
    receiptImage: null,
    promoCodes: [],
    confirmation: null,
    firstConfirmedAt: null,
    isResubmission: false,
    comments: [],
    rejectionReasons: [],
    mailRequiredReason: null,
    exceptions: [],
    approval: null,
    card: null,
  };
}

function evolveEntry(state: SubmissionEntryState, event: SubmissionEvent): SubmissionEntryState {
  switch (event.type) {
    case 'PurchaseDateEntered':
      return { ...state, purchaseDate: event.data.purchaseDate, subPhase: event.data.subPhase };
    case 'SuppliesSubmitted':
      return { ...state, supplies: event.data };
    case 'ProductImageAttached':
      return {
        ...state,
        productImage: { url: event.data.url, contentHash: event.data.contentHash },
      };
    case 'ReceiptImageAttached':
      return {
        ...state,
        receiptImage: { url: event.data.url, contentHash: event.data.contentHash },
      };
    case 'PromoCodeApplied': {
      const { code, codeClass, award, combineClasses } = event.data;
      return {
        ...state,
        promoCodes: [...state.promoCodes, { code, codeClass, award, combineClasses }],
      };
    }
    case 'PromoCodeRemoved':
      return { ...state, promoCodes: state.promoCodes.filter((p) => p.code !== event.data.code) };
    case 'SubmissionConfirmed': {
      const { confirmationCode, rewards, supplyMonths, preferredActive } = event.data;
      const { completedAt, limitRemaining, adminLimitConfirmed } = event.data;
      const confirmation = {
        confirmationCode,
        rewards,
        supplyMonths,
        preferredActive,
        completedAt,
        limitRemaining,
        adminLimitConfirmed,
      };
      const firstConfirmedAt = state.firstConfirmedAt ?? completedAt;
      return { ...state, status: 'pending', confirmation, firstConfirmedAt };
    }
    case 'AdminCommentAdded':
      return { ...state, comments: [...state.comments, event.data] };
    case 'SubmissionApproved':
      return { ...state, status: 'approved', approval: event.data };
    case 'SubmissionRejected':
      return { ...state, status: 'rejected', rejectionReasons: event.data.reasons };
    case 'MailRequired':
      return { ...state, status: event.data.status, mailRequiredReason: event.data.reason };
    case 'ResubmissionStarted':
      return { ...state, status: 'resub_started', isResubmission: true };
    case 'SubmissionDiscarded':
      return { ...state, status: 'discarded' };
    case 'EntryLoggedIncomplete': {
      const { submissionId: _id, ...incomplete } = event.data;
      return { ...state, incomplete };
    }
    case 'SubmissionHeldForReview': {
      const { submissionId: _id, ...review } = event.data;
      return { ...state, status: 'duplicate_review', review };
    }
    case 'ReceiptRead': {
      const { submissionId: _id, ...reading } = event.data;
      return { ...state, receiptReading: { status: 'read', ...reading } };
    }
    case 'ReceiptUnreadable': {
      const { submissionId: _id, ...reading } = event.data;
      return { ...state, receiptReading: { status: 'unreadable', ...reading } };
    }
    case 'RewardCardOrdered': {
      const { orderId, amount, fulfillmentType, maskedNumber, expiry, orderedAt } = event.data;
      return {
        ...state,
        card: { orderId, amount, fulfillmentType, maskedNumber, expiry, orderedAt, mailedAt: null },
      };
    }
    case 'RewardCardMailed':
      return state.card
        ? { ...state, card: { ...state.card, mailedAt: event.data.mailedAt } }
        : state;
    case 'ExceptionGranted':
      return { ...state, exceptions: [...state.exceptions, event.data] };
    case 'ExpressEntryOffered':
      return {
        ...state,
        express: {
          claimant: null,
          claimedAt: null,
          declinedAt: null,
          ...state.express,
          contact: event.data.contact,
        },
      };
    case 'ExpressEntryClaimed':
      return {
        ...state,
        patientId: event.data.patientId ?? state.patientId,
        express: {
          contact: state.express?.contact ?? null,
          claimant: event.data.claimant,
          claimedAt: event.data.claimedAt,
          declinedAt: state.express?.declinedAt ?? null,
        },
      };
    case 'ExpressEntryDeclined':
      return {
        ...state,
        express: {
          contact: state.express?.contact ?? null,
          claimant: state.express?.claimant ?? null,
          claimedAt: state.express?.claimedAt ?? null,
          declinedAt: event.data.declinedAt,
        },
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export function evolve(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  if (state.kind === 'none') {
    return event.type === 'PurchaseDateEntered' ? created(event.data) : state;
  }
  return evolveEntry(state, event);
}

/** The state after a stream of events. */
export const replay = (events: readonly SubmissionEvent[]): SubmissionState =>
  events.reduce(evolve, initialSubmissionState());
