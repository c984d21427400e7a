// How many codes an entry may carry and which classes combine (spec 000 §4, §9).
import { type IsoDay } from '../time/days';

/** Milestone promocodeStacking. */
export const PROMO_CODE_STACKING_FROM: IsoDay = '2025-07-01';
export const MAX_PROMO_CODES = 2;

/** One code before stacking, two from then; judged by the purchase date (the offer in force). */
export function maxPromoCodes(purchaseDate: IsoDay): number {
  return purchaseDate >= PROMO_CODE_STACKING_FROM ? MAX_PROMO_CODES : 1;
}

export interface CombinableClass {
  readonly codeClass: string;
  readonly combineClasses: readonly string[];
}

/** Two codes combine only across different classes that each allow the other. */
export function classesCombine(a: CombinableClass, b: CombinableClass): boolean {
  return (
    a.codeClass !== b.codeClass &&
    a.combineClasses.includes(b.codeClass) &&
    b.combineClasses.includes(a.codeClass)
  );
}

/** Case-insensitive comparison of promo codes. */
export const sameCode = (a: string, b: string): boolean =>
  a.trim().toUpperCase() === b.trim().toUpperCase();
