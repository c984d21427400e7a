// The supply length an entry claims when the form sends none: the longest of 3, 6, 9 and 12
// months that the boxes cover, with the same tolerance the entry rules allow.
import { SUPPLY_MONTHS, type SupplyMonths } from '../catalog/codes';
import { SUPPLY_TOLERANCE_MONTHS } from './entry-rules';

export function coveredSupplyLength(suppliedMonths: number): SupplyMonths | undefined {
  return [...SUPPLY_MONTHS]
    .reverse()
    .find((months) => suppliedMonths + SUPPLY_TOLERANCE_MONTHS >= months);
}

export const isSupplyLength = (value: unknown): value is SupplyMonths =>
  SUPPLY_MONTHS.some((months) => months === value);
