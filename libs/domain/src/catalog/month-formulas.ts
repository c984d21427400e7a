// Spec 000 §9: months of supply from lenses per box and boxes, per brand. TRP, AUP, AUT and TRA
// are not in the specification's list; as dailies they use the daily formula.
import { type ProductCode } from './codes';

export const MONTH_FORMULAS = ['lenses_x_boxes', 'two_weekly', 'daily'] as const;
export type MonthFormula = (typeof MONTH_FORMULAS)[number];

export const MONTH_FORMULA_BY_BRAND: Readonly<Record<ProductCode, MonthFormula>> = {
  ATL: 'lenses_x_boxes',
  AAS: 'lenses_x_boxes',
  FAL: 'two_weekly',
  CYP: 'two_weekly',
  PH: 'two_weekly',
  OWT: 'two_weekly',
  '1MM': 'daily',
  '1MA': 'daily',
  TAS: 'daily',
  '1OH': 'daily',
  '1DM': 'daily',
  TRP: 'daily',
  AUP: 'daily',
  AUT: 'daily',
  TRA: 'daily',
};

export function applyMonthFormula(
  formula: MonthFormula,
  lensesPerBox: number,
  boxes: number,
): number {
  switch (formula) {
    case 'lenses_x_boxes':
      return lensesPerBox * boxes;
    case 'two_weekly':
      return Math.round((14 * lensesPerBox * boxes) / 30);
    case 'daily':
      return (lensesPerBox * boxes) / 30;
    default: {
      const unknown: never = formula;
      return unknown;
    }
  }
}

/** Months of supply one eye's boxes give. */
export function monthsOfSupply(brand: ProductCode, lensesPerBox: number, boxes: number): number {
  return applyMonthFormula(MONTH_FORMULA_BY_BRAND[brand], lensesPerBox, boxes);
}
