import { PRODUCT_CODES, type ProductCode } from './codes';
import {
  applyMonthFormula,
  MONTH_FORMULA_BY_BRAND,
  monthsOfSupply,
  type MonthFormula,
} from './month-formulas';

describe('month-supply formulas (spec 000 §9)', () => {
  const formulas: [ProductCode, MonthFormula][] = [
    ['ATL', 'lenses_x_boxes'],
    ['AAS', 'lenses_x_boxes'],
    ['FAL', 'two_weekly'],
    ['CYP', 'two_weekly'],
    ['PH', 'two_weekly'],
    ['OWT', 'two_weekly'],
    ['1MM', 'daily'],
    ['1MA', 'daily'],
    ['TAS', 'daily'],
    ['1OH', 'daily'],
    ['1DM', 'daily'],
    ['TRP', 'daily'],
    ['AUP', 'daily'],
    ['AUT', 'daily'],
    ['TRA', 'daily'],
  ];

  it('assigns a formula to every product', () => {
    expect(formulas.map(([b]) => b).sort()).toEqual([...PRODUCT_CODES].sort());
  });

  it.each(formulas)('%s uses %s', (brand, formula) => {
    expect(MONTH_FORMULA_BY_BRAND[brand]).toBe(formula);
  });

  const examples: [ProductCode, number, number, number][] = [
    // lenses × boxes
    ['ATL', 6, 1, 6],
    ['ATL', 6, 2, 12],
    ['AAS', 12, 1, 12],
    ['AAS', 6, 0.5, 3],
    // round(14 × lenses × boxes / 30)
    ['FAL', 6, 1, 3], // 2.8
    ['FAL', 12, 1, 6], // 5.6
    ['CYP', 6, 2, 6], // 5.6
    ['PH', 12, 2, 11], // 11.2
    ['OWT', 6, 4, 11], // 11.2
    ['OWT', 24, 1, 11], // 11.2
    ['FAL', 24, 2, 22], // 22.4
    ['CYP', 15, 1, 7], // 7.0
    ['PH', 45, 1, 21], // 21.0
    ['OWT', 3, 1, 1], // 1.4
    ['FAL', 75, 1, 35], // exactly 35
    ['CYP', 9, 1, 4], // 4.2
    ['PH', 11, 1, 5], // 5.13
    ['OWT', 8, 1, 4], // 3.73
    // lenses × boxes / 30
    ['1MM', 90, 1, 3],
    ['1MA', 30, 3, 3],
    ['TAS', 90, 4, 12],
    ['1OH', 90, 2, 6],
    ['1DM', 30, 9, 9],
    ['TRP', 30, 12, 12],
    ['AUP', 90, 3, 9],
    ['1DM', 30, 1, 1],
    ['1MM', 30, 4, 4],
  ];

  it.each(examples)('%s: %d lenses × %d boxes = %d months', (brand, lenses, boxes, months) => {
    expect(monthsOfSupply(brand, lenses, boxes)).toBe(months);
  });

  it('rounds two-weekly halves up', () => {
    // 14 × 15 × 1 / 30 = 7; 14 × 45 × 0.5 / 30 = 10.5 → 11
    expect(applyMonthFormula('two_weekly', 45, 0.5)).toBe(11);
  });

  it('keeps the daily formula exact (no rounding)', () => {
    expect(applyMonthFormula('daily', 90, 0.5)).toBe(1.5);
  });
});
