import { ESCALATION_EVENT_TYPES, type EscalationEvent } from '../escalation/escalation';
import { OPT_IN_EVENT_TYPES, type OptInEvent } from '../opt-in/opt-in';
import { PROFILE_EVENT_TYPES, type ProfileEvent } from '../profile/profile';
import { CODE_CLASS_EVENT_TYPES, type CodeClassEvent } from '../promo-codes/code-class-stream';
import { type PracticeCodeEvent } from '../promo-codes/practice-code';
import { PROMOTION_EVENT_TYPES, type PromotionEvent } from '../promo-codes/promotion-stream';
import { SUBMISSION_EVENT_TYPES, type SubmissionEvent } from '../submission/submission';
import { confirmedEntry } from '../testing/submission-fixtures';
import {
  DOMAIN_EVENT_TYPES,
  type DomainEvent,
  type DomainEventType,
  EVENT_FIELDS,
  type FieldKind,
  decodeAll,
  decodeCodeClassEvent,
  decodeEscalationEvent,
  decodeEvent,
  decodeEventResult,
  decodeOptInEvent,
  decodePracticeCodeEvent,
  decodeProfileEvent,
  decodePromotionEvent,
  decodeSubmissionEvent,
  hasKind,
  isSubmissionEventType,
} from './domain-event';

const AT = '2025-08-01T12:00:00.000Z';

const submission: readonly SubmissionEvent[] = [
  ...confirmedEntry(),
  {
    type: 'ProductImageAttached',
    data: { submissionId: 's-1', url: 'u', contentHash: null, attachedAt: AT },
  },
  {
    type: 'PromoCodeApplied',
    data: {
      submissionId: 's-1',
      code: 'SAVE',
      codeClass: 'c',
      award: 20,
      combineClasses: [],
      appliedAt: AT,
    },
  },
  {
    type: 'PromoCodeRemoved',
    data: { submissionId: 's-1', code: 'SAVE', codeClass: 'c', reason: 'patient', removedAt: AT },
  },
  {
    type: 'AdminCommentAdded',
    data: { submissionId: 's-1', adminId: 'a', comment: 'c', addedAt: AT },
  },
  {
    type: 'SubmissionApproved',
    data: { submissionId: 's-1', approvedBy: 'system', exceptionId: null, approvedAt: AT },
  },
  {
    type: 'SubmissionRejected',
    data: { submissionId: 's-1', reasons: ['RECEIPT_UNREADABLE'], rejectedBy: 'a', rejectedAt: AT },
  },
  {
    type: 'MailRequired',
    data: {
      submissionId: 's-1',
      reason: 'RECEIPT_UNUSABLE',
      status: 'mail required',
      requiredAt: AT,
    },
  },
  {
    type: 'ResubmissionStarted',
    data: { submissionId: 's-1', isAdminResubmit: false, startedAt: AT },
  },
  { type: 'SubmissionDiscarded', data: { submissionId: 's-1', discardedAt: AT } },
  {
    type: 'SubmissionHeldForReview',
    data: {
      submissionId: 's-1',
      reason: 'SIMILAR_RECEIPT',
      similarTo: 's-2',
      distance: 3,
      heldAt: AT,
    },
  },
  {
    type: 'SubmissionHeldForReview',
    data: {
      submissionId: 's-1',
      reason: 'RECEIPT_MISMATCH',
      similarTo: null,
      distance: null,
      mismatches: [{ field: 'boxes', entered: '2 1OH', read: '4 1OH' }],
      heldAt: AT,
    },
  },
  {
    type: 'ReceiptRead',
    data: {
      submissionId: 's-1',
      contentHash: 'h',
      reading: {
        purchaseDate: { value: '2025-07-30', confidence: 0.9 },
        practiceName: null,
        practiceAddress: null,
        practicePhone: null,
        lines: [
          { text: 'HydraLens 1-Day 90', brand: '1OH', boxes: 2, lensesPerBox: 90, confidence: 0.9 },
        ],
        total: null,
      },
      engine: 'test',
      readAt: AT,
    },
  },
  {
    type: 'ReceiptUnreadable',
    data: { submissionId: 's-1', contentHash: 'h', reason: 'NO_TEXT', engine: 'test', readAt: AT },
  },
  {
    type: 'EntryLoggedIncomplete',
    data: {
      submissionId: 's-1',
      incompleteReason: 'awaiting_documents',
      batchId: null,
      comment: 'c',
      adminId: 'a',
      loggedAt: AT,
    },
  },
  {
    type: 'RewardCardOrdered',
    data: {
      submissionId: 's-1',
      orderId: 'o',
      amount: 100,
      rewards: {
        baseReward: 100,
        bonusRewards: { preferredPractice: 0 },
        trueUpReward: 0,
        promocodeRewards: {},
        promocodeReward: 0,
        totalReward: 100,
      },
      confirmationCode: 'C',
      fulfillmentType: 'physical_card',
      maskedNumber: null,
      expiry: null,
      orderedAt: AT,
    },
  },
  {
    type: 'RewardCardMailed',
    data: { submissionId: 's-1', orderId: 'o', trackingId: null, mailedAt: AT },
  },
  {
    type: 'ExceptionGranted',
    data: { submissionId: 's-1', exceptionId: 'x', adminId: 'a', comment: 'c', grantedAt: AT },
  },
  {
    type: 'ExpressEntryOffered',
    data: {
      submissionId: 's-1',
      contact: { email: 'a@b.c', phone: null, language: 'en' },
      offeredAt: AT,
    },
  },
  {
    type: 'ExpressEntryClaimed',
    data: {
      submissionId: 's-1',
      claimant: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.c',
        address1: '1 St',
        address2: '',
        city: 'C',
        state: 'TX',
        postal_code: '75001',
        language: 'en',
      },
      claimedAt: AT,
    },
  },
  { type: 'ExpressEntryDeclined', data: { submissionId: 's-1', declinedAt: AT } },
];

const profile: readonly ProfileEvent[] = [
  {
    type: 'ProfileRegistered',
    data: {
      profileId: 'p',
      email: 'a@b.c',
      firstName: 'A',
      lastName: null,
      language: 'en',
      registeredAt: AT,
    },
  },
  {
    type: 'PatientAdded',
    data: {
      profileId: 'p',
      patientId: 'pt',
      name: 'A',
      relationToProfile: 'SELF',
      address: null,
      addedAt: AT,
    },
  },
  {
    type: 'PatientUpdated',
    data: { profileId: 'p', patientId: 'pt', changes: { name: 'B' }, updatedAt: AT },
  },
  {
    type: 'PatientPracticeSelected',
    data: {
      profileId: 'p',
      patientId: 'pt',
      sap: '100200',
      cannotFind: false,
      notListedDoctor: null,
      preferredActive: true,
      selectedAt: AT,
    },
  },
  { type: 'PhoneNumberVerified', data: { profileId: 'p', phoneNumber: '+1555', verifiedAt: AT } },
  {
    type: 'PasswordResetRequested',
    data: {
      profileId: 'p',
      resetId: 'r',
      email: 'a@b.c',
      firstName: 'A',
      language: 'es',
      requestedAt: AT,
      expiresAt: AT,
    },
  },
  { type: 'PasswordChanged', data: { profileId: 'p', via: 'reset', resetId: 'r', changedAt: AT } },
];

const optIn: readonly OptInEvent[] = [
  {
    type: 'OptInRecorded',
    data: {
      email_opt_in: true,
      email: 'a@b.c',
      sms_opt_in: false,
      phone_number: null,
      profileId: null,
      source: 'site',
      recordedAt: AT,
    },
  },
  {
    type: 'OptInRequested',
    data: {
      requestId: 'q',
      channel: 'email',
      address: 'a@b.c',
      profileId: null,
      source: 'site',
      language: 'en',
      wordingVersion: 'v1',
      requestedAt: AT,
    },
  },
  {
    type: 'OptInConfirmed',
    data: { requestId: 'q', channel: 'email', address: 'a@b.c', confirmedAt: AT },
  },
  {
    type: 'OptInWithdrawn',
    data: { channel: 'email', address: null, via: 'link', withdrawnAt: AT },
  },
];

const escalation: readonly EscalationEvent[] = [
  {
    type: 'EscalationSubmitted',
    data: { escalationId: 'e', form: { email: 'a@b.c', first_name: 'A' }, submittedAt: AT },
  },
  {
    type: 'EscalationReplied',
    data: {
      escalationId: 'e',
      reference: 'K7QX-3HMD',
      message: 'm',
      to: { email: 'a@b.c', firstName: 'A', language: 'en' },
      repliedBy: 'a',
      repliedAt: AT,
    },
  },
  { type: 'EscalationClosed', data: { escalationId: 'e', closedBy: 'a', closedAt: AT } },
];

const definition = {
  promotion_name: 'P',
  display_name: 'P',
  jira_issue_id: null,
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  eligible_brands: ['1OH'],
  patient_types: ['new_acuvue'],
  entry_types: ['site'],
  both_eyes: false,
  award: 20,
} as const;

const promotion: readonly PromotionEvent[] = [
  {
    type: 'PromotionCreated',
    data: { promotionId: 'SAVE', code: 'SAVE', definition, createdAt: AT },
  },
  {
    type: 'PromotionPracticeListSet',
    data: { promotionId: 'SAVE', code: 'SAVE', type: 'sap', values: ['100200'], setAt: AT },
  },
  {
    type: 'PromotionRevised',
    data: { promotionId: 'SAVE', code: 'SAVE', definition, revisedAt: AT },
  },
];

const codeClass: readonly CodeClassEvent[] = [
  { type: 'CodeClassDefined', data: { codeClass: 'c', code: 'SAVE', definedAt: AT } },
  { type: 'CombineClassesSet', data: { codeClass: 'c', combineClasses: ['d'], setAt: AT } },
];

const practiceCode: readonly PracticeCodeEvent[] = [
  { type: 'PracticeCodeIssued', data: { sap: '100200', code: 'DRABCDEFGH', issuedAt: AT } },
];

const all: readonly DomainEvent[] = [
  ...submission,
  ...profile,
  ...optIn,
  ...escalation,
  ...promotion,
  ...codeClass,
  ...practiceCode,
];

/** As the store returns it: a copy through JSON, with the envelope's other fields around it. */
const recorded = (event: DomainEvent) => ({
  id: 'id-1',
  streamId: 'stream-1',
  revision: 0,
  type: event.type,
  data: JSON.parse(JSON.stringify(event.data)) as unknown,
});

const typesOf = (events: readonly DomainEvent[]) => [...new Set(events.map((e) => e.type))].sort();

describe('decodeEvent', () => {
  it('has a sample here of every event type of every union', () => {
    expect(typesOf(all)).toEqual([...DOMAIN_EVENT_TYPES].sort());
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual(
      [
        ...SUBMISSION_EVENT_TYPES,
        ...PROFILE_EVENT_TYPES,
        ...OPT_IN_EVENT_TYPES,
        ...ESCALATION_EVENT_TYPES,
        ...PROMOTION_EVENT_TYPES,
        ...CODE_CLASS_EVENT_TYPES,
        'PracticeCodeIssued',
      ].sort(),
    );
  });

  it.each(all.map((event) => [event.type, event] as const))('round-trips %s', (_type, event) => {
    expect(decodeEvent(recorded(event))).toEqual({ type: event.type, data: event.data });
  });

  it('decodes each union through its own decoder, and no other', () => {
    const unions = [
      [submission, decodeSubmissionEvent],
      [profile, decodeProfileEvent],
      [optIn, decodeOptInEvent],
      [escalation, decodeEscalationEvent],
      [promotion, decodePromotionEvent],
      [codeClass, decodeCodeClassEvent],
      [practiceCode, decodePracticeCodeEvent],
    ] as const;
    for (const [events, decode] of unions) {
      for (const event of events) {
        expect(decode(recorded(event))).toEqual({ type: event.type, data: event.data });
      }
    }
    for (const [, decode] of unions.slice(1)) {
      expect(decode(recorded(submission[0]!))).toBeNull();
    }
    expect(decodeSubmissionEvent(recorded(profile[0]!))).toBeNull();
  });

  it('gives null for an unknown type, and says so in the result', () => {
    const unknown = { type: 'SomethingElse', data: { submissionId: 's-1' } };
    expect(decodeEvent(unknown)).toBeNull();
    expect(decodeEventResult(unknown)).toEqual({
      ok: false,
      error: { code: 'UNKNOWN_EVENT_TYPE', type: 'SomethingElse' },
    });
    // Names on Object.prototype are not event types.
    expect(decodeEvent({ type: 'toString', data: {} })).toBeNull();
    expect(decodeEvent({ type: 'constructor', data: {} })).toBeNull();
  });

  it('gives null when the data is not an object', () => {
    for (const data of [null, 'text', 3, ['submissionId']]) {
      expect(decodeEvent({ type: 'SubmissionDiscarded', data })).toBeNull();
    }
    expect(decodeEventResult({ type: 'SubmissionDiscarded', data: null })).toEqual({
      ok: false,
      error: { code: 'DATA_NOT_AN_OBJECT', type: 'SubmissionDiscarded' },
    });
  });

  it.each(all.map((event) => [event.type, event] as const))(
    'gives null for %s without any one of its required fields',
    (type, event) => {
      const fields: Readonly<Record<string, FieldKind>> = EVENT_FIELDS[type];
      const required = Object.entries(fields).filter(([, kind]) => kind !== 'optional');
      expect(required.length).toBeGreaterThan(0);
      for (const [field, expected] of required) {
        const { [field]: _dropped, ...rest } = recorded(event).data as Record<string, unknown>;
        expect(decodeEvent({ type, data: rest })).toBeNull();
        expect(decodeEventResult({ type, data: rest })).toEqual({
          ok: false,
          error: { code: 'INVALID_EVENT_FIELD', type, field, expected },
        });
      }
    },
  );

  it('gives null for a field of the wrong kind', () => {
    const wrong = (type: DomainEventType, data: Record<string, unknown>) =>
      decodeEvent({ type, data });
    const base = recorded(submission.find((e) => e.type === 'SubmissionHeldForReview')!)
      .data as Record<string, unknown>;
    expect(wrong('SubmissionHeldForReview', { ...base, distance: '3' })).toBeNull();
    expect(wrong('SubmissionHeldForReview', { ...base, distance: Number.NaN })).toBeNull();
    // A hold for a receipt that disagrees with the entry names no similar entry.
    expect(wrong('SubmissionHeldForReview', { ...base, similarTo: null })).not.toBeNull();
    expect(wrong('SubmissionHeldForReview', { ...base, similarTo: 7 })).toBeNull();
    const reset = recorded(profile.find((e) => e.type === 'PasswordChanged')!).data as Record<
      string,
      unknown
    >;
    expect(wrong('PasswordChanged', { ...reset, resetId: null })).not.toBeNull();
    expect(wrong('PasswordChanged', { ...reset, resetId: 7 })).toBeNull();
  });

  it('accepts events recorded before an optional field existed', () => {
    const claimed = submission.find((e) => e.type === 'ExpressEntryClaimed')!;
    expect('patientId' in claimed.data).toBe(false);
    expect(decodeEvent(recorded(claimed))).not.toBeNull();
    expect(
      decodeEvent({ type: claimed.type, data: { ...claimed.data, patientId: 'pt-9' } }),
    ).toEqual({ type: claimed.type, data: { ...claimed.data, patientId: 'pt-9' } });
  });

  it.each<[FieldKind, readonly unknown[], readonly unknown[]]>([
    ['string', ['', 'a'], [null, undefined, 1, {}, []]],
    ['string|null', ['a', null], [undefined, 1, {}]],
    ['number', [0, -2.5], [null, '1', Number.NaN, Number.POSITIVE_INFINITY]],
    ['number|null', [0, null], [undefined, '1', Number.NaN]],
    ['boolean', [true, false], [null, 'true', 0]],
    ['array', [[], ['a']], [null, {}, 'a']],
    ['object', [{}, { a: 1 }], [null, [], 'a', undefined]],
    ['object|null', [{}, null], [[], 'a', undefined]],
    ['optional', [undefined, null, 'a', 1, {}], []],
  ])('checks the kind %s', (kind, accepted, refused) => {
    for (const value of accepted) expect(hasKind(value, kind)).toBe(true);
    for (const value of refused) expect(hasKind(value, kind)).toBe(false);
  });

  it('decodes a stream in order, leaving out what does not decode', () => {
    const [first, second] = submission;
    const stream = [recorded(first!), { type: 'Unknown', data: {} }, recorded(second!)];
    expect(decodeAll(stream, decodeSubmissionEvent)).toEqual([
      { type: first!.type, data: first!.data },
      { type: second!.type, data: second!.data },
    ]);
    expect(decodeAll([], decodeEvent)).toEqual([]);
  });

  it('tells a submission event type from any other name', () => {
    for (const type of SUBMISSION_EVENT_TYPES) expect(isSubmissionEventType(type)).toBe(true);
    expect(isSubmissionEventType('ProfileRegistered')).toBe(false);
    expect(isSubmissionEventType('toString')).toBe(false);
  });
});
