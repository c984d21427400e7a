import { prior } from '../testing/fixtures';
import { limitRemaining, exceedsAnnualLimit } from './annual-limit';
import { estimateReward } from './estimator';

describe('reward estimator', () => {
  it.each([
    ['2025-08-01', '1OH', 12, true, { awardAmount: 200, bonusAmount: 50 }],
    ['2025-08-01', 'TRP', 12, true, { awardAmount: 200, bonusAmount: 0 }],
    ['2025-08-01', '1OH', 9, true, { awardAmount: 100, bonusAmount: 0 }],
    ['2025-08-01', 'FAL', 12, false, { awardAmount: 200, bonusAmount: 0 }],
    ['2023-02-01', 'FAL', 12, true, { awardAmount: 100, bonusAmount: 100 }],
    // ClearWeek Advance (ATL) is not sold by the quarter (sellable-supplies): a daily's 90 days instead.
    ['2021-06-01', 'TRP', 3, false, { awardAmount: 25, bonusAmount: 0 }],
  ] as const)('%s %s %i months preferred %s', (date, brand, months, preferredActive, amounts) => {
    const result = estimateReward({ date, brand, months, preferredActive });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ ...amounts, newWearer: false }),
    });
  });

  it('marks a new wearer', () => {
    const result = estimateReward({
      date: '2025-08-01',
      brand: 'TAS',
      months: 6,
      preferredActive: false,
      patientType: 'new_acuvue',
    });
    expect(result.ok && result.value).toEqual({
      awardAmount: 100,
      bonusAmount: 0,
      newWearer: true,
      subPhase: 'julTRA_2025',
    });
  });

  it("uses the patient's history when known", () => {
    const result = estimateReward({
      date: '2025-08-01',
      brand: 'TAS',
      months: 3,
      preferredActive: false,
      priorPurchases: [prior('2025-01-01', 9, 100)],
    });
    expect(result.ok && result.value.awardAmount).toBe(15 + 85);
  });

  it('has no offer outside the programme', () => {
    expect(
      estimateReward({ date: '2026-01-01', brand: 'TAS', months: 3, preferredActive: false }),
    ).toEqual({
      ok: false,
      error: { code: 'NO_OFFER_ON_DATE', date: '2026-01-01' },
    });
  });

  it('knows products not yet offered', () => {
    expect(
      estimateReward({ date: '2025-07-01', brand: 'TRA', months: 3, preferredActive: false }),
    ).toEqual({
      ok: false,
      error: { code: 'PRODUCT_NOT_AVAILABLE', brand: 'TRA', subPhase: 'jul_2025' },
    });
  });
});

describe('annual limit', () => {
  const history = [
    prior('2024-03-16', 3, 15),
    prior('2024-03-15', 3, 15),
    prior('2024-09-01', 6, 100),
    prior('2024-10-01', 3, 15, { status: 'rejected' }),
  ];

  it('is 12 months less what the rolling 12 months hold', () => {
    expect(limitRemaining(history, '2025-03-15')).toBe(3);
    expect(limitRemaining([], '2025-03-15')).toBe(12);
    expect(limitRemaining([...history, prior('2025-01-01', 12, 200)], '2025-03-15')).toBe(0);
  });

  it('leaves out the entry being checked', () => {
    const own = prior('2025-03-01', 3, 15, { submissionId: 'own' });
    expect(limitRemaining([...history, own], '2025-03-15', 'own')).toBe(3);
  });

  it.each([
    [3, false],
    [6, true],
  ] as const)('%i more months exceed it: %s', (months, expected) => {
    expect(exceedsAnnualLimit(history, '2025-03-15', months)).toBe(expected);
  });
});
