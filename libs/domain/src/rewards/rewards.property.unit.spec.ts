import fc from 'fast-check';
import { PRODUCT_CODES, SUBMISSION_STATUSES, SUPPLY_MONTHS } from '../catalog/codes';
import { addDays } from '../time/days';
import { SUB_PHASES } from '../time/sub-phases';
import { sumOf } from './breakdown';
import { calculateRewards, type RewardInput } from './calculator';

const rewardInput: fc.Arbitrary<RewardInput> = fc
  .record({
    subPhase: fc.constantFrom(...SUB_PHASES),
    offset: fc.nat({ max: 400 }),
    supplyMonths: fc.constantFrom(...SUPPLY_MONTHS),
    brands: fc.uniqueArray(fc.constantFrom(...PRODUCT_CODES), { minLength: 1, maxLength: 2 }),
    preferredActive: fc.boolean(),
    history: fc.array(
      fc.record({
        submissionId: fc.string({ maxLength: 4 }),
        daysBefore: fc.integer({ min: -30, max: 500 }),
        supplyMonths: fc.constantFrom(...SUPPLY_MONTHS),
        status: fc.constantFrom(...SUBMISSION_STATUSES),
        baseReward: fc.nat({ max: 300 }),
        trueUpReward: fc.nat({ max: 300 }),
      }),
      { maxLength: 6 },
    ),
    promoCodes: fc.array(
      fc.record({
        codeClass: fc.constantFrom('welcome', 'ecp', 'seasonal', 'loyalty'),
        award: fc.oneof(fc.nat({ max: 500 }), fc.double({ min: -50, max: 500, noNaN: true })),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ subPhase, offset, history, ...rest }) => {
    const purchaseDate =
      addDays(subPhase.start, offset) > subPhase.end
        ? subPhase.end
        : addDays(subPhase.start, offset);
    const priorPurchases = history.map(({ daysBefore, ...p }) => ({
      ...p,
      purchaseDate: addDays(purchaseDate, -daysBefore),
    }));
    return { subPhase, purchaseDate, priorPurchases, ...rest };
  });

describe('reward properties', () => {
  it('total = sum of its parts, and the promo total = sum of the promo map', () => {
    fc.assert(
      fc.property(rewardInput, (input) => {
        const r = calculateRewards(input);
        expect(r.promocodeReward).toBe(sumOf(Object.values(r.promocodeRewards)));
        expect(r.totalReward).toBe(
          r.baseReward + r.bonusRewards.preferredPractice + r.trueUpReward + r.promocodeReward,
        );
      }),
    );
  });

  it('base + preferred + true-up ≤ max_reward', () => {
    fc.assert(
      fc.property(rewardInput, (input) => {
        const r = calculateRewards(input);
        expect(
          r.baseReward + r.bonusRewards.preferredPractice + r.trueUpReward,
        ).toBeLessThanOrEqual(input.subPhase.max_reward);
      }),
    );
  });

  it('nothing is negative and every amount is whole dollars', () => {
    fc.assert(
      fc.property(rewardInput, (input) => {
        const r = calculateRewards(input);
        const amounts = [
          r.baseReward,
          r.bonusRewards.preferredPractice,
          r.trueUpReward,
          r.promocodeReward,
          r.totalReward,
          ...Object.values(r.promocodeRewards),
        ];
        for (const amount of amounts) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('the order of promo codes does not change the result', () => {
    fc.assert(
      fc.property(rewardInput, fc.nat(), (input, seed) => {
        const codes = [...(input.promoCodes ?? [])];
        const shuffled = codes
          .map((code, i) => ({ code, key: (seed * (i + 7919)) % 104729 }))
          .sort((a, b) => a.key - b.key)
          .map(({ code }) => code);
        const a = calculateRewards(input);
        const b = calculateRewards({ ...input, promoCodes: shuffled });
        expect(b.totalReward).toBe(a.totalReward);
        expect(Object.entries(b.promocodeRewards)).toEqual(Object.entries(a.promocodeRewards));
      }),
    );
  });
});
