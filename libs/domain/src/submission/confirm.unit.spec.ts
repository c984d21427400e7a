import { prior } from '../testing/fixtures';
import {
  AT,
  CODE,
  confirmedEntry,
  entered,
  env,
  event,
  ID,
  practice,
  promoApplied,
  receipt,
  spec,
  submitted,
} from '../testing/submission-fixtures';
import { decide, submissionDecider } from './submission.decide';
import { replay } from './submission';
import { type ConfirmSubmission } from './submission.commands';

const confirm = (data: Partial<ConfirmSubmission['data']> = {}): ConfirmSubmission => ({
  type: 'ConfirmSubmission',
  data: { submissionId: ID, priorPurchases: [], ...data },
});

/** A confirmed entry, rejected, and being resubmitted. */
const beingResubmitted = () =>
  replay([
    ...confirmedEntry(),
    event('SubmissionRejected', {
      reasons: ['RECEIPT_UNREADABLE'],
      rejectedBy: 'system',
      rejectedAt: AT,
    }),
    event('ResubmissionStarted', { isAdminResubmit: false, startedAt: AT }),
  ]);

describe('ConfirmSubmission', () => {
  it('computes the reward and issues the confirmation code', () => {
    spec
      .given([entered(), submitted(), receipt, promoApplied()])
      .when(confirm({ channel: 'm' }))
      .then([
        event('SubmissionConfirmed', {
          confirmationCode: CODE,
          rewards: {
            baseReward: 200,
            bonusRewards: { preferredPractice: 50 },
            trueUpReward: 0,
            promocodeRewards: { seasonal: 25 },
            promocodeReward: 25,
            totalReward: 275,
          },
          subPhase: 'julTRA_2025',
          supplyMonths: 12,
          preferredActive: true,
          completedAt: AT,
          limitRemaining: 0,
          resubmission: false,
          adminLimitConfirmed: false,
          channel: 'm',
        }),
      ]);
  });

  it('is idempotent: confirming a confirmed entry decides nothing', () => {
    spec.given(confirmedEntry()).when(confirm()).thenNothingHappens();
  });

  it('is not preferred when the programme window does not cover the purchase date', () => {
    const lapsed = {
      ...practice,
      programs: { trial: { start_date: '2025-01-01', end_date: '2025-07-24' } },
    };
    const result = spec
      .given([entered(), submitted({ practice: lapsed }), receipt])
      .when(confirm()).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({
      preferredActive: false,
      rewards: expect.objectContaining({ totalReward: 200 }),
    });
  });

  it('earns the true-up that completes the year and reports what is left', () => {
    const nine = { ...submitted().data.supplies, boxes_l: 1, boxes_r: 1, supplyLength: 3 as const };
    const result = spec
      .given([entered(), submitted({ supplies: nine }), receipt])
      .when(confirm({ priorPurchases: [prior('2025-01-10', 9, 100)] })).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({
      rewards: expect.objectContaining({ baseReward: 15, trueUpReward: 85, totalReward: 100 }),
      limitRemaining: 0,
    });
  });

  it.each([
    ['supplies', [entered()], 'SUPPLIES_REQUIRED'],
    ['a receipt', [entered(), submitted()], 'RECEIPT_REQUIRED'],
    ['an entry', [], 'SUBMISSION_NOT_FOUND'],
  ] as const)('needs %s', (_label, given, code) => {
    spec.given(given).when(confirm()).thenFails({ code });
  });

  it('checks the annual limit again, unless an admin confirmed', () => {
    const history = [prior('2025-05-01', 3, 15)];
    spec
      .given([entered(), submitted(), receipt])
      .when(confirm({ priorPurchases: history }))
      .thenFails({
        code: 'ANNUAL_LIMIT_EXCEEDED',
        limitRemaining: 9,
      });
    const result = spec
      .given([entered(), submitted(), receipt])
      .when(confirm({ priorPurchases: history, adminLimitConfirmed: true })).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({
      adminLimitConfirmed: true,
      limitRemaining: 0,
    });
  });

  it('refuses a malformed confirmation code from the generator', () => {
    const state = replay([entered(), submitted(), receipt]);
    const result = decide(confirm(), state, { ...env, newConfirmationCode: () => 'SHORT' });
    expect(result).toEqual({ ok: false, error: { code: 'INVALID_CONFIRMATION_CODE' } });
  });

  it('refuses an entry confirmed after its submission window closed', () => {
    const late = { ...env, now: Date.UTC(2025, 9, 24, 12) }; // 2025-07-25 + 90 days = 10-23
    const state = replay([entered(), submitted(), receipt]);
    expect(decide(confirm(), state, late)).toEqual({
      ok: false,
      error: {
        code: 'SUBMISSION_WINDOW_CLOSED',
        purchaseDate: '2025-07-25',
        windowDays: 90,
        lastDay: '2025-10-23',
      },
    });
    expect(decide(confirm(), state, { ...late, now: Date.UTC(2025, 9, 23, 23) }).ok).toBe(true);
  });

  it('lets a resubmission through after the window: it was submitted on its first day', () => {
    const state = beingResubmitted();
    const muchLater = { ...env, now: Date.UTC(2026, 0, 15, 12) };
    expect(decide(confirm({ resubmission: true }), state, muchLater).ok).toBe(true);
  });

  it('keeps the confirmation code through a resubmission', () => {
    const state = beingResubmitted();
    const result = decide(confirm({ resubmission: true }), state, {
      ...env,
      newConfirmationCode: () => 'ZZZZZZZZZZZZZZ',
    });
    expect(result.ok && result.events[0]?.data).toMatchObject({
      confirmationCode: CODE,
      resubmission: true,
    });
    const after = result.ok ? result.events.reduce(submissionDecider.evolve, state) : state;
    expect(after.kind === 'entry' && after.status).toBe('pending');
  });
});
