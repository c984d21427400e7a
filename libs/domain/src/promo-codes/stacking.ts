// How many codes an entry may carry and which classes combine (spec 000 §4, §9).
import { type IsoDay } from '../time/days';
import { isMilestoneActive, milestoneNamed } from '../time/milestones';

/** The milestone that lets codes stack (spec 000 §4, §9). */
const STACKING = milestoneNamed('promocodeStacking');
export const MAX_PROMO_CODES = 2;

/**
 * One code before the promocodeStacking milestone, two while it runs; judged by the purchase
 * date (the offer in force). A public milestone: every patient has it.
 */
export function maxPromoCodes(purchaseDate: IsoDay): number {
  return isMilestoneActive(STACKING, purchaseDate) ? MAX_PROMO_CODES : 1;
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
