// Whether a code may be applied to an entry. Order: required, already applied, limit, then the
// promotion's own rules, the practice, and last the combination with codes already applied.
import { type EntryType, type PatientType, type ProductCode } from '../catalog/codes';
import { err, ok, type Result } from '../core/result';
import { type IsoDay } from '../time/days';
import { wholeDollars } from '../rewards/breakdown';
import { type AppliedPromoCode, type PromoCodeDefinition, type Promotion } from './promotion';
import { classesCombine, maxPromoCodes, sameCode } from './stacking';

export interface PromoEntry {
  readonly purchaseDate: IsoDay;
  readonly brandLeft: ProductCode | null;
  readonly brandRight: ProductCode | null;
  readonly patientType: PatientType;
  readonly entryType: EntryType;
  readonly sap: string;
  readonly scgKey?: string | null;
}

export const PROMO_INVALID_REASONS = [
  'UNKNOWN',
  'OUTSIDE_WINDOW',
  'BRAND',
  'PATIENT_TYPE',
  'ENTRY_TYPE',
  'BOTH_EYES',
] as const;
export type PromoInvalidReason = (typeof PROMO_INVALID_REASONS)[number];

export const ALREADY_APPLIED_MESSAGE = 'Is already applied.';

export type PromoCodeError =
  | { readonly code: 'PROMO_CODE_REQUIRED' }
  | {
      readonly code: 'PROMO_CODE_ALREADY_APPLIED';
      readonly message: typeof ALREADY_APPLIED_MESSAGE;
    }
  | { readonly code: 'PROMO_CODE_LIMIT_REACHED'; readonly limit: number }
  | { readonly code: 'PROMO_CODE_INVALID'; readonly reason: PromoInvalidReason }
  | { readonly code: 'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE' }
  | { readonly code: 'PROMO_CODE_INCOMPATIBLE'; readonly conflictsWith: string };

export interface PromoCodeRequest {
  /** As typed by the patient. */
  readonly code: string;
  /** The definition the caller found for the code, if any. */
  readonly definition: PromoCodeDefinition | undefined;
  readonly entry: PromoEntry;
  readonly applied: readonly AppliedPromoCode[];
}

const allowsAny = <T>(list: readonly T[], value: T): boolean =>
  list.length === 0 || list.includes(value);

function invalidReason(promotion: Promotion, entry: PromoEntry): PromoInvalidReason | undefined {
  const brands = [entry.brandLeft, entry.brandRight].filter((b): b is ProductCode => b !== null);
  if (entry.purchaseDate < promotion.start_date || entry.purchaseDate > promotion.end_date) {
    return 'OUTSIDE_WINDOW';
  }
  if (brands.length === 0 || !brands.every((b) => allowsAny(promotion.eligible_brands, b))) {
    return 'BRAND';
  }
  if (!allowsAny(promotion.patient_types, entry.patientType)) return 'PATIENT_TYPE';
  if (!allowsAny(promotion.entry_types, entry.entryType)) return 'ENTRY_TYPE';
  if (promotion.both_eyes && brands.length < 2) return 'BOTH_EYES';
  return undefined;
}

export function isEligibleForPractice(promotion: Promotion, entry: PromoEntry): boolean {
  const saps = promotion.practices?.saps ?? [];
  const keys = promotion.practices?.scg_keys ?? [];
  if (saps.length === 0 && keys.length === 0) return true;
  return saps.includes(entry.sap) || (entry.scgKey != null && keys.includes(entry.scgKey));
}

export function checkPromoCode(
  request: PromoCodeRequest,
): Result<AppliedPromoCode, PromoCodeError> {
  const { code, definition, entry, applied } = request;
  if (code.trim() === '') return err({ code: 'PROMO_CODE_REQUIRED' });
  if (applied.some((a) => sameCode(a.code, code))) {
    return err({ code: 'PROMO_CODE_ALREADY_APPLIED', message: ALREADY_APPLIED_MESSAGE });
  }
  const limit = maxPromoCodes(entry.purchaseDate);
  if (applied.length >= limit) return err({ code: 'PROMO_CODE_LIMIT_REACHED', limit });
  if (!definition || !sameCode(definition.code, code)) {
    return err({ code: 'PROMO_CODE_INVALID', reason: 'UNKNOWN' });
  }
  const reason = invalidReason(definition.promotion, entry);
  if (reason) return err({ code: 'PROMO_CODE_INVALID', reason });
  if (!isEligibleForPractice(definition.promotion, entry)) {
    return err({ code: 'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE' });
  }
  const candidate: AppliedPromoCode = {
    code: definition.code,
    codeClass: definition.code_class,
    award: wholeDollars(definition.promotion.award),
    combineClasses: definition.combine_classes,
  };
  const conflict = applied.find((a) => !classesCombine(a, candidate));
  if (conflict) return err({ code: 'PROMO_CODE_INCOMPATIBLE', conflictsWith: conflict.codeClass });
  return ok(candidate);
}
