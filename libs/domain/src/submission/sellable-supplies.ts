// What the purchase form can sell, per brand: its box sizes, the box counts it offers and the
// supplies (3, 6, 9 or 12 months) those boxes cover. The one source of truth for the purchase
// form, the practice checkout and the estimator (issue 29: the estimator offered supplies the
// purchase form cannot sell, and its comparison left out those it can).
import { type ProductCode, SUPPLY_MONTHS, type SupplyMonths } from '../catalog/codes';
import { monthsOfSupply } from '../catalog/month-formulas';
import { BOX_COUNTS, SUPPLY_LENGTHS } from '../catalog/supply-lengths';
import { ANNUAL_SUPPLY_LIMIT_MONTHS } from '../rewards/annual-limit';
import { SUPPLY_TOLERANCE_MONTHS } from './entry-rules';
import { coveredSupplyLength } from './supply-claim';

/** The catalog's box sizes for a brand: 30- or 90-lens boxes for dailies, 6 or 12 lenses else. */
export const lensesPerBoxOptions = (brand: ProductCode): readonly number[] =>
  SUPPLY_LENGTHS[brand].options;

/**
 * Box counts to offer: for 30- and 90-lens daily boxes the counts that make 3, 6, 9 and 12
 * months (spec 000 §9); for other packs every count up to a year's supply.
 */
export function boxCountOptions(
  brand: ProductCode,
  lensesPerBox: number,
): { boxes: number; months: number }[] {
  const daily =
    SUPPLY_LENGTHS[brand].unit === 'days' && (lensesPerBox === 30 || lensesPerBox === 90);
  if (daily)
    return Object.values(BOX_COUNTS[lensesPerBox as 30 | 90]).map((boxes) => ({
      boxes,
      months: monthsOfSupply(brand, lensesPerBox, boxes),
    }));
  const options: { boxes: number; months: number }[] = [];
  for (let boxes = 1; ; boxes += 1) {
    const months = monthsOfSupply(brand, lensesPerBox, boxes);
    if (months > ANNUAL_SUPPLY_LIMIT_MONTHS + SUPPLY_TOLERANCE_MONTHS || boxes > 24) break;
    options.push({ boxes, months });
  }
  return options;
}

/** The supplies (in the order of SUPPLY_MONTHS) that some box size and count of the brand make. */
export function sellableSupplyMonths(brand: ProductCode): readonly SupplyMonths[] {
  const covered = new Set<SupplyMonths | undefined>(
    lensesPerBoxOptions(brand).flatMap((lenses) =>
      boxCountOptions(brand, lenses).map((option) => coveredSupplyLength(option.months)),
    ),
  );
  return SUPPLY_MONTHS.filter((months) => covered.has(months));
}

/** Whether the purchase form can sell this supply of the brand. */
export const isSellableSupply = (brand: ProductCode, months: SupplyMonths): boolean =>
  sellableSupplyMonths(brand).includes(months);
