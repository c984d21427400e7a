import { addDays } from '../time/days';
import { PRODUCT_CODES, SUPPLY_MONTHS, type ProductCode, type SupplyMonths } from './codes';
import {
  passesPurchaseDateMinimum,
  purchaseDateMinimumFor,
  PURCHASE_DATE_MINIMUMS,
} from './purchase-date-minimums';

// Spec 000 §5: strictly after the minimum; on or before it is rejected.
const rules: [readonly ProductCode[], string, readonly SupplyMonths[]][] = [
  [['TRP', 'AUP'], '2022-07-01', [3, 6, 9, 12]],
  [['FAL'], '2021-01-01', [3, 6, 9, 12]],
  [['1OH', 'TAS', '1DM', '1MA', '1MM'], '2020-06-30', [3, 6, 9]],
  [['OWT'], '2020-03-31', [3, 9]],
];

const rows = rules.flatMap(([brands, minimum, months]) =>
  brands.flatMap((brand) => months.map((m) => [brand, m, minimum] as const)),
);

describe('purchase-date minimums', () => {
  it('holds exactly the specification rows', () => {
    expect(PURCHASE_DATE_MINIMUMS.map((r) => [r.brands, r.after, r.supplyMonths])).toEqual(rules);
  });

  describe.each(rows)('%s, %i months, minimum %s', (brand, months, minimum) => {
    it('rejects a purchase before the minimum', () => {
      expect(passesPurchaseDateMinimum(brand, months, addDays(minimum, -1))).toBe(false);
    });
    it('rejects a purchase on the minimum', () => {
      expect(passesPurchaseDateMinimum(brand, months, minimum)).toBe(false);
    });
    it('accepts a purchase the day after', () => {
      expect(passesPurchaseDateMinimum(brand, months, addDays(minimum, 1))).toBe(true);
    });
    it('names the minimum', () => {
      expect(purchaseDateMinimumFor(brand, months)).toBe(minimum);
    });
  });

  const unrestricted = PRODUCT_CODES.flatMap((brand) =>
    SUPPLY_MONTHS.filter((m) => !rows.some(([b, rm]) => b === brand && rm === m)).map(
      (m) => [brand, m] as const,
    ),
  );

  it.each(unrestricted)('%s for %i months has no minimum', (brand, months) => {
    expect(purchaseDateMinimumFor(brand, months)).toBeUndefined();
    expect(passesPurchaseDateMinimum(brand, months, '2020-01-01')).toBe(true);
  });

  it('leaves 1OH-group 12-month and OWT 6/12-month supplies unrestricted', () => {
    expect(unrestricted).toEqual(
      expect.arrayContaining([
        ['1OH', 12],
        ['TAS', 12],
        ['OWT', 6],
        ['OWT', 12],
      ]),
    );
  });
});
