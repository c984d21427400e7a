// Spec 000 §9: supply lengths per brand and box counts per supply months.
import { type ProductCode, type SupplyMonths } from './codes';

export type DailySupplyDays = 30 | 90;
export type SupplyLengthOptions =
  | { readonly unit: 'days'; readonly options: readonly DailySupplyDays[] }
  | { readonly unit: 'months'; readonly options: readonly (6 | 12)[] };

const DAILY: SupplyLengthOptions = { unit: 'days', options: [30, 90] };
const NINETY_ONLY: SupplyLengthOptions = { unit: 'days', options: [90] };
const MONTHLY: SupplyLengthOptions = { unit: 'months', options: [6, 12] };

export const SUPPLY_LENGTHS: Readonly<Record<ProductCode, SupplyLengthOptions>> = {
  TRP: DAILY,
  AUP: DAILY,
  AUT: DAILY,
  TRA: DAILY,
  TAS: DAILY,
  '1DM': DAILY,
  '1MA': DAILY,
  '1MM': DAILY,
  '1OH': NINETY_ONLY,
  AAS: MONTHLY,
  ATL: MONTHLY,
  FAL: MONTHLY,
  CYP: MONTHLY,
  OWT: MONTHLY,
  PH: MONTHLY,
};

/** Boxes (per eye) that make 3, 6, 9 or 12 months for 30-day and 90-day boxes. */
export const BOX_COUNTS: Readonly<Record<DailySupplyDays, Readonly<Record<SupplyMonths, number>>>> =
  {
    30: { 3: 3, 6: 6, 9: 9, 12: 12 },
    90: { 3: 1, 6: 2, 9: 3, 12: 4 },
  };

export function boxesFor(supplyDays: DailySupplyDays, months: SupplyMonths): number {
  return BOX_COUNTS[supplyDays][months];
}
