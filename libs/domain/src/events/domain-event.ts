// The read side's way into the domain: a recorded event (`{ type, data }` as the store returns
// it, after the store's upcasting) decoded to the domain's typed event union. Every reader (the
// projector's folds, the worker, the e-mails, the support history) switches on the decoded event,
// so renaming an event field here breaks their compilation instead of writing nulls.
import { memberOf } from '../core/member-of';
import { type Result, err, ok } from '../core/result';
import { type EscalationEvent, ESCALATION_EVENT_TYPES } from '../escalation/escalation';
import { type OptInEvent, OPT_IN_EVENT_TYPES } from '../opt-in/opt-in';
import { type ProfileEvent, PROFILE_EVENT_TYPES } from '../profile/profile';
import { type CodeClassEvent, CODE_CLASS_EVENT_TYPES } from '../promo-codes/code-class-stream';
import { type PracticeCodeEvent } from '../promo-codes/practice-code';
import { type PromotionEvent, PROMOTION_EVENT_TYPES } from '../promo-codes/promotion-stream';
import {
  type SubmissionEvent,
  type SubmissionEventType,
  SUBMISSION_EVENT_TYPES,
} from '../submission/submission';

/** Every event the domain defines, of every stream. */
export type DomainEvent =
  | SubmissionEvent
  | ProfileEvent
  | OptInEvent
  | EscalationEvent
  | PromotionEvent
  | CodeClassEvent
  | PracticeCodeEvent;

export type DomainEventType = DomainEvent['type'];

/** The event of one type. */
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** What a recorded event offers the decoder: its type name and its data as stored. */
export interface RecordedMessage {
  readonly type: string;
  readonly data: unknown;
}

/**
 * What a field must hold, checked by its JSON value's kind: nested shapes are the writer's
 * (deciders and their tests), the decoder checks only that they are there. `optional` is a field
 * older events may lack (the type marks it `?`).
 */
export type FieldKind =
  | 'string'
  | 'string|null'
  | 'number'
  | 'number|null'
  | 'boolean'
  | 'array'
  | 'object'
  | 'object|null'
  | 'optional';

/** The kind a field's type calls for (non-distributive: `string | null` is one kind). */
type KindOf<V> = [V] extends [string]
  ? 'string'
  : [V] extends [number]
    ? 'number'
    : [V] extends [boolean]
      ? 'boolean'
      : [V] extends [readonly unknown[]]
        ? 'array'
        : [V] extends [string | null]
          ? 'string|null'
          : [V] extends [number | null]
            ? 'number|null'
            : [V] extends [object]
              ? 'object'
              : [V] extends [object | null]
                ? 'object|null'
                : never;

type FieldKinds<Data> = {
  readonly [K in keyof Data]-?: object extends Pick<Data, K> ? 'optional' : KindOf<Data[K]>;
};

/**
 * The fields of every event type and their kinds, kept as data. The compiler holds the table to
 * the event types: a field renamed, added or retyped in the domain fails here.
 */
export const EVENT_FIELDS: {
  readonly [T in DomainEventType]: FieldKinds<DomainEventOf<T>['data']>;
} = {
  // Submission
  PurchaseDateEntered: {
    submissionId: 'string',
    profileId: 'string',
    patientId: 'string',
    purchaseDate: 'string',
    subPhase: 'string',
    entryType: 'string',
    enteredAt: 'string',
  },
  SuppliesSubmitted: {
    submissionId: 'string',
    supplies: 'object',
    suppliedMonths: 'number',
    sap: 'string',
    practice: 'object',
    patient_type: 'string',
    sku: 'string|null',
    resubmission: 'boolean',
    isAdminResubmit: 'boolean',
    exception: 'string|null',
    adminException: 'boolean',
    submittedAt: 'string',
  },
  ProductImageAttached: {
    submissionId: 'string',
    url: 'string',
    contentHash: 'string|null',
    attachedAt: 'string',
  },
  ReceiptImageAttached: {
    submissionId: 'string',
    url: 'string',
    contentHash: 'string',
    attachedAt: 'string',
  },
  PromoCodeApplied: {
    submissionId: 'string',
    code: 'string',
    codeClass: 'string',
    award: 'number',
    combineClasses: 'array',
    appliedAt: 'string',
  },
  PromoCodeRemoved: {
    submissionId: 'string',
    code: 'string',
    codeClass: 'string',
    reason: 'string',
    removedAt: 'string',
  },
  SubmissionConfirmed: {
    submissionId: 'string',
    confirmationCode: 'string',
    rewards: 'object',
    subPhase: 'string',
    supplyMonths: 'number',
    preferredActive: 'boolean',
    completedAt: 'string',
    limitRemaining: 'number',
    resubmission: 'boolean',
    adminLimitConfirmed: 'boolean',
    channel: 'string|null',
  },
  AdminCommentAdded: {
    submissionId: 'string',
    adminId: 'string',
    comment: 'string',
    addedAt: 'string',
  },
  SubmissionApproved: {
    submissionId: 'string',
    approvedBy: 'string',
    exceptionId: 'string|null',
    approvedAt: 'string',
  },
  SubmissionRejected: {
    submissionId: 'string',
    reasons: 'array',
    rejectedBy: 'string',
    rejectedAt: 'string',
  },
  MailRequired: {
    submissionId: 'string',
    reason: 'string',
    status: 'string',
    requiredAt: 'string',
  },
  ResubmissionStarted: { submissionId: 'string', isAdminResubmit: 'boolean', startedAt: 'string' },
  SubmissionDiscarded: { submissionId: 'string', discardedAt: 'string' },
  SubmissionHeldForReview: {
    submissionId: 'string',
    reason: 'string',
    similarTo: 'string|null',
    distance: 'number|null',
    mismatches: 'optional',
    heldAt: 'string',
  },
  ReceiptRead: {
    submissionId: 'string',
    contentHash: 'string',
    reading: 'object',
    engine: 'string',
    readAt: 'string',
  },
  ReceiptUnreadable: {
    submissionId: 'string',
    contentHash: 'string',
    reason: 'string',
    engine: 'string',
    readAt: 'string',
  },
  EntryLoggedIncomplete: {
    submissionId: 'string',
    incompleteReason: 'string',
    batchId: 'string|null',
    comment: 'string',
    adminId: 'string',
    loggedAt: 'string',
  },
  RewardCardOrdered: {
    submissionId: 'string',
    orderId: 'string',
    amount: 'number',
    rewards: 'object',
    confirmationCode: 'string',
    fulfillmentType: 'string',
    maskedNumber: 'string|null',
    expiry: 'string|null',
    orderedAt: 'string',
  },
  RewardCardMailed: {
    submissionId: 'string',
    orderId: 'string',
    trackingId: 'string|null',
    mailedAt: 'string',
  },
  ExceptionGranted: {
    submissionId: 'string',
    exceptionId: 'string',
    adminId: 'string',
    comment: 'string',
    grantedAt: 'string',
  },
  ExpressEntryOffered: { submissionId: 'string', contact: 'object', offeredAt: 'string' },
  ExpressEntryClaimed: {
    submissionId: 'string',
    claimant: 'object',
    claimedAt: 'string',
    patientId: 'optional',
  },
  ExpressEntryDeclined: { submissionId: 'string', declinedAt: 'string' },

  // Profile
  ProfileRegistered: {
    profileId: 'string',
    email: 'string',
    firstName: 'string',
    lastName: 'string|null',
    language: 'string',
    registeredAt: 'string',
  },
  PatientAdded: {
    profileId: 'string',
    patientId: 'string',
    name: 'string',
    relationToProfile: 'string',
    address: 'object|null',
    addedAt: 'string',
  },
  PatientUpdated: {
    profileId: 'string',
    patientId: 'string',
    changes: 'object',
    updatedAt: 'string',
  },
  PatientPracticeSelected: {
    profileId: 'string',
    patientId: 'string',
    sap: 'string',
    cannotFind: 'boolean',
    notListedDoctor: 'object|null',
    preferredActive: 'boolean',
    selectedAt: 'string',
  },
  PhoneNumberVerified: { profileId: 'string', phoneNumber: 'string', verifiedAt: 'string' },
  PasswordResetRequested: {
    profileId: 'string',
    resetId: 'string',
    email: 'string',
    firstName: 'string',
    language: 'string',
    requestedAt: 'string',
    expiresAt: 'string',
  },
  PasswordChanged: {
    profileId: 'string',
    via: 'string',
    resetId: 'string|null',
    changedAt: 'string',
  },

  // Opt-in
  OptInRecorded: {
    email_opt_in: 'boolean',
    email: 'string|null',
    sms_opt_in: 'boolean',
    phone_number: 'string|null',
    profileId: 'string|null',
    source: 'string',
    recordedAt: 'string',
    language: 'optional',
  },
  OptInRequested: {
    requestId: 'string',
    channel: 'string',
    address: 'string',
    profileId: 'string|null',
    source: 'string',
    language: 'string',
    wordingVersion: 'string',
    requestedAt: 'string',
  },
  OptInConfirmed: {
    requestId: 'string',
    channel: 'string',
    address: 'string',
    confirmedAt: 'string',
  },
  OptInWithdrawn: {
    channel: 'string',
    address: 'string|null',
    via: 'string',
    withdrawnAt: 'string',
  },

  // Escalation
  EscalationSubmitted: {
    escalationId: 'string',
    reference: 'optional',
    language: 'optional',
    form: 'object',
    submittedAt: 'string',
    acknowledged: 'optional',
  },
  EscalationReplied: {
    escalationId: 'string',
    reference: 'string',
    message: 'string',
    to: 'object',
    repliedBy: 'string',
    repliedAt: 'string',
  },
  EscalationClosed: { escalationId: 'string', closedBy: 'string', closedAt: 'string' },

  // Promotions, code classes, practice codes
  PromotionCreated: {
    promotionId: 'string',
    code: 'string',
    definition: 'object',
    createdAt: 'string',
  },
  PromotionPracticeListSet: {
    promotionId: 'string',
    code: 'string',
    type: 'string',
    values: 'array',
    setAt: 'string',
  },
  PromotionRevised: {
    promotionId: 'string',
    code: 'string',
    definition: 'object',
    revisedAt: 'string',
  },
  CodeClassDefined: { codeClass: 'string', code: 'string', definedAt: 'string' },
  CombineClassesSet: { codeClass: 'string', combineClasses: 'array', setAt: 'string' },
  PracticeCodeIssued: { sap: 'string', code: 'string', issuedAt: 'string' },
};

export const DOMAIN_EVENT_TYPES = Object.keys(EVENT_FIELDS) as readonly DomainEventType[];

export const isDomainEventType = (type: string): type is DomainEventType =>
  Object.prototype.hasOwnProperty.call(EVENT_FIELDS, type);

export const isSubmissionEventType = memberOf<SubmissionEventType>(SUBMISSION_EVENT_TYPES);

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a JSON value is of the kind a field calls for. */
export function hasKind(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'number|null':
      return value === null || (typeof value === 'number' && Number.isFinite(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    case 'object|null':
      return value === null || isRecord(value);
    case 'optional':
      return true;
  }
}

/** Why a recorded event is not a domain event. */
export type EventDecodeError =
  | { readonly code: 'UNKNOWN_EVENT_TYPE'; readonly type: string }
  | { readonly code: 'DATA_NOT_AN_OBJECT'; readonly type: DomainEventType }
  | {
      readonly code: 'INVALID_EVENT_FIELD';
      readonly type: DomainEventType;
      readonly field: string;
      readonly expected: FieldKind;
    };

/** The domain event a recorded one holds, or why it holds none. */
export function decodeEventResult(
  recorded: RecordedMessage,
): Result<DomainEvent, EventDecodeError> {
  const { type, data } = recorded;
  if (!isDomainEventType(type)) return err({ code: 'UNKNOWN_EVENT_TYPE', type });
  if (!isRecord(data)) return err({ code: 'DATA_NOT_AN_OBJECT', type });
  const fields: Readonly<Record<string, FieldKind>> = EVENT_FIELDS[type];
  for (const [field, expected] of Object.entries(fields)) {
    if (!hasKind(data[field], expected)) {
      return err({ code: 'INVALID_EVENT_FIELD', type, field, expected });
    }
  }
  // Sound: the type is one of the union's and its data holds every field the table names.
  return ok({ type, data } as DomainEvent);
}

/** The domain event a recorded one holds; null for an unknown type or a missing field. */
export function decodeEvent(recorded: RecordedMessage): DomainEvent | null {
  const result = decodeEventResult(recorded);
  return result.ok ? result.value : null;
}

/** The event if it is one of `types` (a stream's union) and well formed, else null. */
export function decodeEventOf<T extends DomainEventType>(
  types: readonly T[],
  recorded: RecordedMessage,
): DomainEventOf<T> | null {
  if (!(types as readonly string[]).includes(recorded.type)) return null;
  const event = decodeEvent(recorded);
  return event && (event as DomainEventOf<T>);
}

export const decodeSubmissionEvent = (recorded: RecordedMessage): SubmissionEvent | null =>
  decodeEventOf(SUBMISSION_EVENT_TYPES, recorded);
export const decodeProfileEvent = (recorded: RecordedMessage): ProfileEvent | null =>
  decodeEventOf(PROFILE_EVENT_TYPES, recorded);
export const decodeOptInEvent = (recorded: RecordedMessage): OptInEvent | null =>
  decodeEventOf(OPT_IN_EVENT_TYPES, recorded);
export const decodeEscalationEvent = (recorded: RecordedMessage): EscalationEvent | null =>
  decodeEventOf(ESCALATION_EVENT_TYPES, recorded);
export const decodePromotionEvent = (recorded: RecordedMessage): PromotionEvent | null =>
  decodeEventOf(PROMOTION_EVENT_TYPES, recorded);
export const decodeCodeClassEvent = (recorded: RecordedMessage): CodeClassEvent | null =>
  decodeEventOf(CODE_CLASS_EVENT_TYPES, recorded);
export const decodePracticeCodeEvent = (recorded: RecordedMessage): PracticeCodeEvent | null =>
  decodeEventOf(['PracticeCodeIssued'], recorded);

/**
 * A stream's events as a decider folds them: each decoded by `decode`, in order, those that do
 * not decode (a required field missing) left out.
 */
export function decodeAll<E>(
  recorded: readonly RecordedMessage[],
  decode: (recorded: RecordedMessage) => E | null,
): E[] {
  const events: E[] = [];
  for (const event of recorded) {
    const decoded = decode(event);
    if (decoded !== null) events.push(decoded);
  }
  return events;
}
