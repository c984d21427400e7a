// The rules an entry's supplies must meet, checked when they are submitted, again at confirm
// (the date or the patient's history may have changed) and by the approval assessment.
import { type SupplyMonths } from '../catalog/codes';
import { isProductAvailable } from '../catalog/availability';
import {
  passesPurchaseDateMinimum,
  purchaseDateMinimumFor,
} from '../catalog/purchase-date-minimums';
import { type ProductCode } from '../catalog/codes';
import { limitRemaining } from '../rewards/annual-limit';
import { type PriorPurchase } from '../rewards/purchase-history';
import { type IsoDay } from '../time/days';
import { type SubPhaseName } from '../time/sub-phases';
import { eyesOf, suppliedMonths, type Eye, type Supplies } from './supplies';

export type EntryRuleError =
  | { readonly code: 'NO_EYE_SUPPLIED' }
  | { readonly code: 'EYE_INCOMPLETE'; readonly eye: Eye }
  | {
      readonly code: 'PRODUCT_NOT_AVAILABLE';
      readonly brand: ProductCode;
      readonly subPhase: SubPhaseName;
    }
  | {
      readonly code: 'SUPPLY_LENGTH_NOT_COVERED';
      readonly supplyLength: SupplyMonths;
      readonly suppliedMonths: number;
    }
  | {
      readonly code: 'PURCHASE_DATE_BEFORE_BRAND_MINIMUM';
      readonly brand: ProductCode;
      readonly minimum: IsoDay | undefined;
    }
  | {
      readonly code: 'ANNUAL_LIMIT_EXCEEDED';
      readonly limitRemaining: number;
      readonly supplyLength: SupplyMonths;
    };

/**
 * By the two-weekly formula a maker's annual pack (24 lenses) is round(11.2) = 11 months, so a
 * claim is covered when the boxes reach it less one month.
 */
export const SUPPLY_TOLERANCE_MONTHS = 1;

/** Rules an admin may waive: by an exception (both) or the annual-limit confirm (the limit). */
export interface Waivers {
  readonly purchaseDateMinimum: boolean;
  readonly annualLimit: boolean;
}

export const NO_WAIVERS: Waivers = { purchaseDateMinimum: false, annualLimit: false };

export interface EntryRulesInput {
  readonly submissionId: string;
  readonly purchaseDate: IsoDay;
  readonly subPhase: SubPhaseName;
  readonly supplies: Supplies;
  readonly priorPurchases: readonly PriorPurchase[];
  readonly waivers: Waivers;
}

/** Every rule the entry breaks, in a stable order (the first is the one a form shows). */
export function entryRuleViolations(input: EntryRulesInput): EntryRuleError[] {
  const { supplies, purchaseDate, waivers } = input;
  const length = supplies.supplyLength;
  const eyes = eyesOf(supplies);
  if (eyes.length === 0) return [{ code: 'NO_EYE_SUPPLIED' }];
  const errors: EntryRuleError[] = eyes
    .filter((e) => !(e.lensesPerBox > 0 && e.boxes > 0))
    .map((e) => ({ code: 'EYE_INCOMPLETE', eye: e.eye }));
  for (const e of eyes.filter((x) => !isProductAvailable(x.brand, input.subPhase))) {
    errors.push({ code: 'PRODUCT_NOT_AVAILABLE', brand: e.brand, subPhase: input.subPhase });
  }
  const covered = suppliedMonths(supplies);
  if (covered + SUPPLY_TOLERANCE_MONTHS < length) {
    errors.push({
      code: 'SUPPLY_LENGTH_NOT_COVERED',
      supplyLength: length,
      suppliedMonths: covered,
    });
  }
  const early = eyes.find((e) => !passesPurchaseDateMinimum(e.brand, length, purchaseDate));
  if (early && !waivers.purchaseDateMinimum) {
    const minimum = purchaseDateMinimumFor(early.brand, length);
    errors.push({ code: 'PURCHASE_DATE_BEFORE_BRAND_MINIMUM', brand: early.brand, minimum });
  }
  const remaining = limitRemaining(input.priorPurchases, purchaseDate, input.submissionId);
  if (length > remaining && !waivers.annualLimit) {
    errors.push({ code: 'ANNUAL_LIMIT_EXCEEDED', limitRemaining: remaining, supplyLength: length });
  }
  return errors;
}
