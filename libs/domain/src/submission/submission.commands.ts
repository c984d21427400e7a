// Commands on a submission. Data that lives outside the stream (the practice, the patient's
// other purchases, the promo code's definition) is loaded by the caller and passed in.
import { type EntryType, type PatientType } from '../catalog/codes';
import { type Message } from '../core/event';
import { type PracticeSnapshot } from '../practice/practice';
import { type PromoCodeDefinition } from '../promo-codes/promotion';
import {
  type ReceiptMismatch,
  type ReceiptReading,
  type ReceiptUnreadableReason,
} from '../receipt/reading';
import { type PriorPurchase } from '../rewards/purchase-history';
import { type MailRequiredReason, type RejectionReason } from './reasons';
import { type FulfillmentType } from './reward-card';
import { type ExpressClaimant, type ExpressContact } from './submission';
import { type Supplies } from './supplies';
import { type IncompleteReason } from './incomplete-reasons';

export type EnterPurchaseDate = Message<
  'EnterPurchaseDate',
  {
    submissionId: string;
    profileId: string;
    patientId: string;
    /** 'YYYY-MM-DD'. */
    purchaseDate: string;
    /** 'site' unless a practice's checkout or shop created the entry. */
    entryType?: EntryType;
  }
>;

export type SubmitSupplies = Message<
  'SubmitSupplies',
  {
    submissionId: string;
    patientId: string;
    supplies: Supplies;
    practice: PracticeSnapshot;
    patientType: PatientType;
    sku?: string | null;
    productImage?: { url: string; contentHash?: string | null } | null;
    resubmission?: boolean;
    isAdminResubmit?: boolean;
    /** Admin only (the api enforces it): an exception name that waives the entry rules. */
    exception?: string | null;
    /** Admin only: confirmed going over the annual supply limit. */
    adminException?: boolean;
    /** The patient's other entries (any dates); the rules pick the rolling 12 months. */
    priorPurchases: readonly PriorPurchase[];
  }
>;

export type AttachProductImage = Message<
  'AttachProductImage',
  { submissionId: string; url: string; contentHash?: string | null }
>;

export type AttachReceiptImage = Message<
  'AttachReceiptImage',
  { submissionId: string; url: string; contentHash: string }
>;

export type ApplyPromoCode = Message<
  'ApplyPromoCode',
  { submissionId: string; code: string; definition: PromoCodeDefinition | undefined }
>;

export type RemovePromoCode = Message<
  'RemovePromoCode',
  { submissionId: string; code?: string | null; codeClass?: string | null }
>;

export type ConfirmSubmission = Message<
  'ConfirmSubmission',
  {
    submissionId: string;
    resubmission?: boolean;
    /** 'm' or 'def' (spec 000 §3), recorded as given. */
    channel?: string | null;
    /** Admin only: the annual supply limit admin confirm modal was accepted. */
    adminLimitConfirmed?: boolean;
    priorPurchases: readonly PriorPurchase[];
  }
>;

export type AddAdminComment = Message<
  'AddAdminComment',
  { submissionId: string; adminId: string; comment: string }
>;

export type ApproveSubmission = Message<
  'ApproveSubmission',
  { submissionId: string; approvedBy: string }
>;

export type RejectSubmission = Message<
  'RejectSubmission',
  { submissionId: string; reasons: readonly RejectionReason[]; rejectedBy: string }
>;

export type RequireMail = Message<
  'RequireMail',
  { submissionId: string; reason: MailRequiredReason }
>;

/** The approval holds the entry for support: its receipt resembles another entry's. */
export type HoldForReview = Message<
  'HoldForReview',
  | { submissionId: string; reason?: 'SIMILAR_RECEIPT'; similarTo: string; distance: number }
  | { submissionId: string; reason: 'RECEIPT_MISMATCH'; mismatches: readonly ReceiptMismatch[] }
>;

/** The worker records what it read on the receipt with this content hash (or why it could not). */
export type RecordReceiptReading = Message<
  'RecordReceiptReading',
  {
    submissionId: string;
    contentHash: string;
    engine: string;
    outcome:
      | { readonly status: 'read'; readonly reading: ReceiptReading }
      | { readonly status: 'unreadable'; readonly reason: ReceiptUnreadableReason };
  }
>;

/** An admin logs the entry in progress incomplete, with a reason, a batch and a comment. */
export type LogIncomplete = Message<
  'LogIncomplete',
  {
    submissionId: string;
    reason: IncompleteReason;
    batchId: string | null;
    comment: string;
    adminId: string;
  }
>;

export type StartResubmission = Message<
  'StartResubmission',
  { submissionId: string; isAdminResubmit?: boolean }
>;

/** The patient throws away an entry still in progress (spec 000 §4: delete the incomplete entry). */
export type DiscardSubmission = Message<'DiscardSubmission', { submissionId: string }>;

export type OrderRewardCard = Message<
  'OrderRewardCard',
  {
    submissionId: string;
    orderId: string;
    /** Default `physical_card`. */
    fulfillmentType?: FulfillmentType;
    /** As the fulfilment provider reports them; never a full card number. */
    maskedNumber?: string | null;
    expiry?: string | null;
  }
>;

export type MarkRewardCardMailed = Message<
  'MarkRewardCardMailed',
  { submissionId: string; orderId: string; trackingId?: string | null }
>;

export type GrantException = Message<
  'GrantException',
  { submissionId: string; exceptionId: string; adminId: string; comment: string }
>;

/** The practice's checkout names how to reach the patient with the claim link. */
export type OfferExpressEntry = Message<
  'OfferExpressEntry',
  { submissionId: string; contact: ExpressContact }
>;

/**
 * The holder of an express entry's link names themselves (again, until it is confirmed).
 * `patientId` is the claimant's own express patient, which the caller derives from their
 * contact details (issue 14 item 13).
 */
export type ClaimExpressEntry = Message<
  'ClaimExpressEntry',
  { submissionId: string; claimant: ExpressClaimant; patientId?: string }
>;

/** The patient does not need the express reward ("not needed"). */
export type DeclineExpressEntry = Message<'DeclineExpressEntry', { submissionId: string }>;

export type SubmissionCommand =
  | EnterPurchaseDate
  | SubmitSupplies
  | AttachProductImage
  | AttachReceiptImage
  | ApplyPromoCode
  | RemovePromoCode
  | ConfirmSubmission
  | AddAdminComment
  | ApproveSubmission
  | RejectSubmission
  | RequireMail
  | HoldForReview
  | RecordReceiptReading
  | LogIncomplete
  | StartResubmission
  | DiscardSubmission
  | OrderRewardCard
  | MarkRewardCardMailed
  | GrantException
  | OfferExpressEntry
  | ClaimExpressEntry
  | DeclineExpressEntry;

export type SubmissionCommandType = SubmissionCommand['type'];
