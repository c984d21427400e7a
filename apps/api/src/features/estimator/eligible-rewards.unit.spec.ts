import type { PracticePrograms } from '@lens/domain';
import { eligibleRewardsAt } from './eligible-rewards';

const NONE: PracticePrograms = {};
const PREFERRED_H1_2024: PracticePrograms = {
  preferredpractice: { start_date: '2024-01-01', end_date: '2024-06-30' },
};

const reward = (months: number, award: number, bonus = 0) => ({
  monthly_amount: months,
  awardAmount: award,
  bonusAmount: bonus,
  totalAmount: award + bonus,
});

describe('eligible rewards of a visitor', () => {
  it('lists today’s reward for every supply, and the day the best one rises', () => {
    // jan_2024: 3 → 15, 6 → 50, 9 → 100, 12 → 200 − 50; jan_2025 pays 200 for 12 months.
    expect(eligibleRewardsAt({ today: '2024-03-15', programs: NONE })).toEqual({
      eligibleRewards: [reward(3, 15), reward(6, 50), reward(9, 100), reward(12, 150)],
      eligibleDate: '2024-03-15',
      nextRewardDate: '2025-01-01',
      patientType: null,
      displayCheckBackText: true,
    });
  });

  it('adds the preferred bonus to a 12-month supply at a preferred-active practice', () => {
    const result = eligibleRewardsAt({ today: '2024-03-15', programs: PREFERRED_H1_2024 });
    expect(result.eligibleRewards[3]).toEqual(reward(12, 150, 50));
    // 2025 pays 200 for 12 months without the (ended) bonus: not more than 150 + 50 today.
    expect(result).toMatchObject({ nextRewardDate: null, displayCheckBackText: false });
  });

  it('tells the visitor to check back when the practice becomes preferred later', () => {
    const programs = { '2024_q2': { start_date: '2024-04-01', end_date: '2024-06-30' } };
    expect(eligibleRewardsAt({ today: '2024-03-15', programs })).toMatchObject({
      nextRewardDate: '2024-04-01',
      displayCheckBackText: true,
    });
  });

  it('keeps to the chosen brand and supply: no bonus for a brand that does not earn it', () => {
    const result = eligibleRewardsAt({
      today: '2024-03-15',
      programs: PREFERRED_H1_2024,
      brand: 'ATL',
      months: 12,
    });
    expect(result.eligibleRewards).toEqual([reward(12, 150)]);
  });

  it('dates eligibility from the day a brand joins the offer', () => {
    expect(eligibleRewardsAt({ today: '2025-07-01', programs: NONE, brand: 'TRA' })).toMatchObject({
      eligibleRewards: [],
      eligibleDate: '2025-07-21',
    });
  });

  it('before the programme: nothing yet, eligible and rising on its first day', () => {
    expect(eligibleRewardsAt({ today: '2021-01-10', programs: NONE })).toEqual({
      eligibleRewards: [],
      eligibleDate: '2021-05-27',
      nextRewardDate: '2021-05-27',
      patientType: null,
      displayCheckBackText: true,
    });
  });

  it('after the programme: nothing, and nothing to check back for', () => {
    expect(eligibleRewardsAt({ today: '2026-01-10', programs: PREFERRED_H1_2024 })).toEqual({
      eligibleRewards: [],
      eligibleDate: null,
      nextRewardDate: null,
      patientType: null,
      displayCheckBackText: false,
    });
  });

  it('reads programme dates in the upload format too', () => {
    const programs = { pilot: { start_date: '05/01/2024', end_date: '12/31/2024' } };
    expect(eligibleRewardsAt({ today: '2024-03-15', programs }).nextRewardDate).toBe('2024-05-01');
  });
});
