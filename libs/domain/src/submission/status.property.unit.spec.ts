import fc from 'fast-check';
import { SUBMISSION_STATUSES } from '../catalog/codes';
import { prior } from '../testing/fixtures';
import {
  env,
  ID,
  PATIENT,
  PROFILE,
  supplyCommand,
  yearOf1OH,
} from '../testing/submission-fixtures';
import { type SubmissionCommand } from './submission.commands';
import { decide } from './submission.decide';
import { evolve, initialSubmissionState } from './submission';
import { canTransition } from './transitions';

const promo = {
  code: 'SUMMER25',
  code_class: 'seasonal',
  combine_classes: [],
  promotion: {
    promotion_name: 'Summer',
    start_date: '2025-01-01',
    end_date: '2025-12-31',
    eligible_brands: [],
    patient_types: [],
    entry_types: [],
    both_eyes: false,
    award: 25,
  },
};

const enter = (purchaseDate: string): SubmissionCommand => ({
  type: 'EnterPurchaseDate',
  data: { submissionId: ID, profileId: PROFILE, patientId: PATIENT, purchaseDate },
});
const data = { submissionId: ID };
const attachReceipt: SubmissionCommand = {
  type: 'AttachReceiptImage',
  data: { ...data, url: 'u', contentHash: 'h' },
};
const confirm = (busy: boolean): SubmissionCommand => ({
  type: 'ConfirmSubmission',
  data: { ...data, priorPurchases: busy ? [prior('2025-05-01', 6, 100)] : [] },
});
const reject: SubmissionCommand = {
  type: 'RejectSubmission',
  data: { ...data, reasons: ['OTHER'], rejectedBy: 'system' },
};
const resubmit: SubmissionCommand = { type: 'StartResubmission', data };

const fixed: SubmissionCommand[] = [
  attachReceipt,
  reject,
  resubmit,
  { type: 'AttachProductImage', data: { ...data, url: 'u' } },
  { type: 'ApplyPromoCode', data: { ...data, code: 'summer25', definition: promo } },
  { type: 'RemovePromoCode', data: { ...data, code: 'SUMMER25' } },
  { type: 'AddAdminComment', data: { ...data, adminId: 'a', comment: 'c' } },
  { type: 'ApproveSubmission', data: { ...data, approvedBy: 'system' } },
  { type: 'RequireMail', data: { ...data, reason: 'NOT_LISTED_PRACTICE' } },
  { type: 'RequireMail', data: { ...data, reason: 'RECEIPT_UNUSABLE' } },
  { type: 'OrderRewardCard', data: { ...data, orderId: 'o-1' } },
  { type: 'MarkRewardCardMailed', data: { ...data, orderId: 'o-1' } },
  { type: 'GrantException', data: { ...data, exceptionId: 'EX-1', adminId: 'a', comment: 'c' } },
  { type: 'DiscardSubmission', data },
  { type: 'HoldForReview', data: { ...data, similarTo: 'other', distance: 2 } },
  {
    type: 'LogIncomplete',
    data: { ...data, reason: 'practice_inactive', batchId: null, comment: 'c', adminId: 'a' },
  },
];

const command: fc.Arbitrary<SubmissionCommand> = fc.oneof(
  fc.constantFrom('2025-07-25', '2025-03-01', '2022-07-01', '2026-01-01').map(enter),
  fc
    .record({ boxes: fc.constantFrom(1, 2, 4), adminException: fc.boolean() })
    .map(({ boxes, adminException }) =>
      supplyCommand({
        supplies: { ...yearOf1OH, boxes_l: boxes, boxes_r: boxes, supplyLength: 12 },
        adminException,
      }),
    ),
  fc.boolean().map(confirm),
  { arbitrary: fc.constantFrom(...fixed), weight: fixed.length },
);

// Most runs start some way down a valid path (date, supplies, receipt, confirm, reject,
// resubmit) so that the later commands and statuses are exercised too.
const happyStart = [
  enter('2025-07-25'),
  supplyCommand(),
  attachReceipt,
  confirm(false),
  reject,
  resubmit,
];
const sequence = fc
  .tuple(
    fc.integer({ min: 0, max: happyStart.length }),
    fc.array(command, { maxLength: 40, size: 'max' }),
  )
  .map(([start, rest]) => [...happyStart.slice(0, start), ...rest]);

describe('evolve(decide) never yields an illegal status', () => {
  it('holds for any sequence of commands', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(sequence, (commands) => {
        let state = initialSubmissionState();
        for (const c of commands) {
          const result = decide(c, state, env);
          if (!result.ok) continue;
          const before = state.kind === 'entry' ? state.status : null;
          state = result.events.reduce(evolve, state);
          if (state.kind !== 'entry') continue;
          expect(SUBMISSION_STATUSES).toContain(state.status);
          reached.add(state.status);
          if (before !== null && before !== state.status) {
            expect(canTransition(before, state.status)).toBe(true);
          }
          // Money moves only with a confirmed reward behind it.
          if (state.card) expect(state.card.amount).toBe(state.confirmation?.rewards.totalReward);
        }
      }),
      { numRuns: 500 },
    );
    // The sequences do reach every status, so the property is not vacuous.
    expect([...reached].sort()).toEqual([...SUBMISSION_STATUSES].sort());
  });

  it('deciding is pure: the same command on the same state gives the same result', () => {
    fc.assert(
      fc.property(sequence, command, (history, last) => {
        let state = initialSubmissionState();
        for (const c of history) {
          const result = decide(c, state, env);
          if (result.ok) state = result.events.reduce(evolve, state);
        }
        const snapshot = JSON.stringify(state);
        expect(decide(last, state, env)).toEqual(decide(last, state, env));
        expect(JSON.stringify(state)).toBe(snapshot);
      }),
    );
  });
});
