import { SUBMISSION_STATUSES } from '../catalog/codes';
import {
  AT,
  confirmedEntry,
  entered,
  event,
  receipt,
  submitted,
} from '../testing/submission-fixtures';
import { evolve, initialSubmissionState, replay, SUBMISSION_EVENT_TYPES } from './submission';
import { brandsOf, eyesOf, hasBothEyes, suppliedMonths } from './supplies';

describe('evolve', () => {
  it('ignores anything before the entry exists', () => {
    expect(evolve(initialSubmissionState(), receipt)).toEqual({ kind: 'none' });
  });

  it('ignores a mailed card that was never ordered', () => {
    const state = replay(confirmedEntry());
    const mailed = event('RewardCardMailed', { orderId: 'o-1', trackingId: null, mailedAt: AT });
    expect(evolve(state, mailed)).toBe(state);
  });

  it('builds the entry from its events', () => {
    const state = replay([
      ...confirmedEntry(),
      event('AdminCommentAdded', { adminId: 'a', comment: 'c', addedAt: AT }),
    ]);
    expect(state).toMatchObject({
      kind: 'entry',
      status: 'pending',
      purchaseDate: '2025-07-25',
      receiptImage: { url: 'https://uploads/r.jpg', contentHash: 'sha256:r' },
      confirmation: { confirmationCode: 'ABCDEFGH234567', supplyMonths: 12, limitRemaining: 0 },
      comments: [{ adminId: 'a', comment: 'c' }],
    });
  });

  it('names every event type once', () => {
    expect(SUBMISSION_EVENT_TYPES).toHaveLength(23);
    expect(new Set(SUBMISSION_EVENT_TYPES).size).toBe(SUBMISSION_EVENT_TYPES.length);
    expect(SUBMISSION_STATUSES).toContain(replay([entered()]).kind === 'entry' ? '' : 'x');
  });
});

describe('supplies', () => {
  const { supplies } = submitted().data;

  it('reads both eyes', () => {
    expect(eyesOf(supplies)).toHaveLength(2);
    expect(brandsOf(supplies)).toEqual(['1OH']);
    expect(hasBothEyes(supplies)).toBe(true);
    expect(suppliedMonths(supplies)).toBe(12);
  });

  it('counts the shorter eye and treats missing counts as zero', () => {
    const oneEye = { ...supplies, brand_l: null, boxes_r: 2 };
    expect(suppliedMonths(oneEye)).toBe(6);
    expect(hasBothEyes(oneEye)).toBe(false);
    expect(suppliedMonths({ ...supplies, brand_l: null, brand_r: null })).toBe(0);
    expect(eyesOf({ ...supplies, boxes_l: null, lenses_per_box_r: null })).toEqual([
      { eye: 'left', brand: '1OH', lensesPerBox: 90, boxes: 0 },
      { eye: 'right', brand: '1OH', lensesPerBox: 0, boxes: 4 },
    ]);
    expect(eyesOf({ ...supplies, lenses_per_box_l: null, boxes_r: null })).toEqual([
      { eye: 'left', brand: '1OH', lensesPerBox: 0, boxes: 4 },
      { eye: 'right', brand: '1OH', lensesPerBox: 90, boxes: 0 },
    ]);
  });
});
