// Issue 12 item 1: a backdated entry must not escape the annual limit. A 6-month entry dated
// 2025-02-10, then a 12-month purchase dated 2025-02-01: 18 months in one 12-month window.
import { prior } from '../testing/fixtures';
import { deciderSpecification } from '../testing/decider-specification';
import { CODE, entered, receipt, submitted, supplyCommand } from '../testing/submission-fixtures';
import { limitRemaining } from '../rewards/annual-limit';
import { calculateRewards } from '../rewards/calculator';
import { subPhaseByName } from '../time/sub-phases';
import { assessForApproval } from './approval';
import { replay, type SubmissionEntryState } from './submission';
import { submissionDecider } from './submission.decide';

const env = {
  now: Date.UTC(2025, 1, 15, 12),
  newConfirmationCode: () => CODE,
  submissionWindowDays: 90,
};
const spec = deciderSpecification(submissionDecider, env);
const sixMonthsLater = [prior('2025-02-10', 6, 100)];
const backdated = entered('2025-02-01', 'jan_2025');

describe('a backdated 12-month entry after a 6-month one (issue 12 item 1)', () => {
  it('has 6 months left: the window from 2025-02-01 holds the later 6-month entry', () => {
    expect(limitRemaining(sixMonthsLater, '2025-02-01')).toBe(6);
  });

  it('is refused at supplies, and needs an admin to go over', () => {
    spec
      .given([backdated])
      .when(supplyCommand({ priorPurchases: sixMonthsLater }))
      .thenFails({ code: 'ANNUAL_LIMIT_EXCEEDED', limitRemaining: 6, supplyLength: 12 });
    expect(
      spec
        .given([backdated])
        .when(supplyCommand({ priorPurchases: sixMonthsLater, adminException: true })).result.ok,
    ).toBe(true);
  });

  it('is refused at confirm when the later entry was confirmed in between', () => {
    spec
      .given([backdated, submitted(), receipt])
      .when({
        type: 'ConfirmSubmission',
        data: { submissionId: 's-1', priorPurchases: sixMonthsLater },
      })
      .thenFails({ code: 'ANNUAL_LIMIT_EXCEEDED', limitRemaining: 6 });
  });

  it('is rejected by the approval when both were confirmed, never paid $300', () => {
    const entry = replay([backdated, submitted(), receipt]) as SubmissionEntryState;
    expect(
      assessForApproval(entry, {
        practiceActive: true,
        receiptUsable: true,
        duplicateReceipt: false,
        similarReceipt: null,
        priorPurchases: sixMonthsLater,
      }),
    ).toEqual({ outcome: 'reject', reasons: ['ANNUAL_LIMIT_EXCEEDED'] });
  });
});

describe('the true-up of a year completed by a backdated entry', () => {
  it('is earned by the entry made last, even when it is the earliest purchase', () => {
    // jan_2024: 3 → 15, 6 → 50, target min(150, flex 115) = 115; 6 + 3 entered, then a 3 before them.
    const made = [prior('2024-03-01', 6, 50), prior('2024-05-01', 3, 15)];
    const r = calculateRewards({
      subPhase: subPhaseByName('jan_2024'),
      purchaseDate: '2024-01-15',
      supplyMonths: 3,
      brands: ['AAS'],
      preferredActive: false,
      priorPurchases: made,
    });
    expect([r.baseReward, r.trueUpReward]).toEqual([15, 35]); // 115 − (50 + 15 + 15)
  });
});
