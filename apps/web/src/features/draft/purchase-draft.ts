import { type SupplyMonths } from '@lens/domain';

/** One eye of the supplies form, as typed (empty strings for what is not chosen yet). */
export interface EyeValues {
  brand: string;
  lensesPerBox: string;
  boxes: string;
}

export interface SuppliesValues {
  right: EyeValues;
  left: EyeValues;
  method: 'manual' | 'scan';
  sku?: string;
}

/** The step the entry stopped at: where "continue" takes the patient back to. */
export type DraftStep = 'practice' | 'date' | 'method' | 'supplies' | 'receipt';

/**
 * The incomplete entry (spec 000 §4): kept in local storage so the patient can restore it, or
 * delete it, on this device. It belongs to the profile that started it.
 */
export interface PurchaseDraft {
  profileId: string;
  step: DraftStep;
  updatedAt: number;
  patientId?: string;
  patientName?: string;
  sap?: string;
  practiceName?: string;
  submissionId?: string;
  purchaseDate?: string;
  supplies?: SuppliesValues;
  supplyLength?: SupplyMonths;
  productImageUrl?: string;
  receiptImageUrl?: string;
  /** What the receipt's reading suggests, chosen by the patient: the purchase pages start from it. */
  receiptSuggestion?: { purchaseDate?: string; supplies?: SuppliesValues };
  /** A rejected entry sent again (resubmission flag on supplies and confirm). */
  resubmission?: boolean;
}

export const DRAFT_STORAGE_KEY = 'lensRewards.incompleteEntry';

/** The steps of an entry in the order the patient takes them. */
export const DRAFT_STEPS: readonly DraftStep[] = [
  'practice',
  'date',
  'method',
  'supplies',
  'receipt',
];

/** The draft has come as far as `step` (its own step is that one or a later one). */
export const hasReached = (draft: Pick<PurchaseDraft, 'step'>, step: DraftStep): boolean =>
  DRAFT_STEPS.indexOf(draft.step) >= DRAFT_STEPS.indexOf(step);

/**
 * Whether the draft holds an entry worth offering back: its patient's details were saved (the
 * date step) or the entry exists on the server. A patient chosen, or a form left empty, is not an
 * unfinished entry (issue 29: no banner after Continue on an empty form).
 */
export const isUnfinishedEntry = (draft: Pick<PurchaseDraft, 'step' | 'submissionId'>): boolean =>
  draft.submissionId !== undefined || hasReached(draft, 'date');

/** The page a draft continues on. */
export function resumePath(draft: Pick<PurchaseDraft, 'step'>): string {
  switch (draft.step) {
    case 'practice':
      return '/patient_entry';
    case 'date':
      return '/purchase_info';
    case 'method':
      return '/purchase_info/1';
    case 'supplies':
      return '/product_intake';
    case 'receipt':
      return '/receipt_upload';
    default: {
      const unknown: never = draft.step;
      return unknown;
    }
  }
}

export const emptyEye = (): EyeValues => ({ brand: '', lensesPerBox: '', boxes: '' });
