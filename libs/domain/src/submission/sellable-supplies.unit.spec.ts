import { PRODUCT_CODES, SUPPLY_MONTHS } from '../catalog/codes';
import { estimateReward } from '../rewards/estimator';
import { coveredSupplyLength } from './supply-claim';
import { boxCountOptions, lensesPerBoxOptions, sellableSupplyMonths } from './sellable-supplies';

describe('the supplies the purchase form can sell (issue 29)', () => {
  it('are the supplies some box size and count of the brand cover', () => {
    for (const brand of PRODUCT_CODES) {
      const fromBoxes = new Set(
        lensesPerBoxOptions(brand).flatMap((lenses) =>
          boxCountOptions(brand, lenses).map((option) => coveredSupplyLength(option.months)),
        ),
      );
      expect(sellableSupplyMonths(brand)).toEqual(
        SUPPLY_MONTHS.filter((months) => fromBoxes.has(months)),
      );
    }
  });

  it('leave out three months of ClearWeek Advance (boxes of 6 or 12 lenses, a month each)', () => {
    expect(sellableSupplyMonths('ATL')).toEqual([6, 12]);
    expect(sellableSupplyMonths('1DM')).toEqual([3, 6, 9, 12]);
  });

  it('are the only supplies the estimator prices', () => {
    const input = { date: '2025-09-15' as const, preferredActive: false };
    expect(estimateReward({ ...input, brand: 'ATL', months: 3 })).toEqual({
      ok: false,
      error: { code: 'SUPPLY_NOT_SOLD', brand: 'ATL', months: 3 },
    });
    expect(estimateReward({ ...input, brand: 'ATL', months: 6 }).ok).toBe(true);
  });
});
