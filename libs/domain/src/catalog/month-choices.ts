// Spec 000 §9: which month amounts may be chosen for a selected supply.
import { memberOf } from '../core/member-of';
import { SUPPLY_MONTHS, type SupplyMonths } from './codes';

export const MONTH_CHOICES: Readonly<Record<SupplyMonths, readonly SupplyMonths[]>> = {
  3: [3, 12],
  6: [3, 6, 12],
  9: [3, 6, 9, 12],
  12: [3, 6, 12],
};

export const isSupplyMonths = memberOf<SupplyMonths>(SUPPLY_MONTHS);

export function monthChoices(selected: SupplyMonths): readonly SupplyMonths[] {
  return MONTH_CHOICES[selected];
}
