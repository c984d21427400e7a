// The offer terms a purchase must meet to be entered (docs/decisions.md "Offer and submission
// window"): made inside an offer period, and submitted within a number of days of the purchase,
// as rebate programmes state it ("purchases made from … through …; submit within 90 days").
import { addDays, type IsoDay } from './days';
import { FIRST_SUB_PHASE, subPhaseAt } from './sub-phases';

/** Days after the purchase an entry may be submitted, unless configuration says otherwise. */
export const DEFAULT_SUBMISSION_WINDOW_DAYS = 90;

/** The last day a purchase made on `purchaseDate` may be submitted. */
export const lastSubmissionDay = (purchaseDate: IsoDay, windowDays: number): IsoDay =>
  addDays(purchaseDate, windowDays);

/** The earliest purchase date an entry submitted on `submittedOn` may carry. */
export function earliestPurchaseDay(submittedOn: IsoDay, windowDays: number): IsoDay {
  const earliest = addDays(submittedOn, -windowDays);
  return earliest < FIRST_SUB_PHASE.start ? FIRST_SUB_PHASE.start : earliest;
}

export type PurchaseDateProblem =
  | { readonly code: 'PURCHASE_DATE_IN_FUTURE'; readonly purchaseDate: IsoDay }
  | { readonly code: 'NO_OFFER_ON_DATE'; readonly purchaseDate: IsoDay }
  | {
      readonly code: 'SUBMISSION_WINDOW_CLOSED';
      readonly purchaseDate: IsoDay;
      readonly windowDays: number;
      readonly lastDay: IsoDay;
    };

export interface SubmissionMoment {
  /** Today (UTC): no purchase after it. */
  readonly today: IsoDay;
  /** The day the entry was (or is being) submitted: its first confirmation, else today. */
  readonly submittedOn: IsoDay;
  readonly windowDays: number;
}

/**
 * Why a purchase on `purchaseDate` cannot be entered, or undefined when it can: not after today,
 * inside an offer period, and no more than `windowDays` days before the entry's submission.
 */
export function purchaseDateProblem(
  purchaseDate: IsoDay,
  { today, submittedOn, windowDays }: SubmissionMoment,
): PurchaseDateProblem | undefined {
  if (purchaseDate > today) return { code: 'PURCHASE_DATE_IN_FUTURE', purchaseDate };
  if (!subPhaseAt(purchaseDate)) return { code: 'NO_OFFER_ON_DATE', purchaseDate };
  const lastDay = lastSubmissionDay(purchaseDate, windowDays);
  if (lastDay < submittedOn)
    return { code: 'SUBMISSION_WINDOW_CLOSED', purchaseDate, windowDays, lastDay };
  return undefined;
}
