// Spec 000 §5: a purchase date must be strictly after its brand group's minimum; some minimums
// apply to certain supply lengths only.
import { SUPPLY_MONTHS, type ProductCode, type SupplyMonths } from './codes';
import { type IsoDay } from '../time/days';

export interface PurchaseDateMinimum {
  readonly brands: readonly ProductCode[];
  /** The purchase date must be after this day; on or before it is rejected. */
  readonly after: IsoDay;
  readonly supplyMonths: readonly SupplyMonths[];
}

export const PURCHASE_DATE_MINIMUMS: readonly PurchaseDateMinimum[] = [
  { brands: ['TRP', 'AUP'], after: '2022-07-01', supplyMonths: SUPPLY_MONTHS },
  { brands: ['FAL'], after: '2021-01-01', supplyMonths: SUPPLY_MONTHS },
  { brands: ['1OH', 'TAS', '1DM', '1MA', '1MM'], after: '2020-06-30', supplyMonths: [3, 6, 9] },
  { brands: ['OWT'], after: '2020-03-31', supplyMonths: [3, 9] },
];

/** The minimum that applies to a brand and supply length, if any. */
export function purchaseDateMinimumFor(
  brand: ProductCode,
  supplyMonths: SupplyMonths,
): IsoDay | undefined {
  return PURCHASE_DATE_MINIMUMS.find(
    (rule) => rule.brands.includes(brand) && rule.supplyMonths.includes(supplyMonths),
  )?.after;
}

export function passesPurchaseDateMinimum(
  brand: ProductCode,
  supplyMonths: SupplyMonths,
  purchaseDate: IsoDay,
): boolean {
  const minimum = purchaseDateMinimumFor(brand, supplyMonths);
  return minimum === undefined || purchaseDate > minimum;
}
