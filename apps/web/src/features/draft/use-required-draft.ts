import { useAtomValue } from 'jotai';
import { draftAtom } from './draft.state';
import { type DraftStep, hasReached, type PurchaseDraft, resumePath } from './purchase-draft';

type Needed = 'patientId' | 'sap' | 'submissionId' | 'purchaseDate' | 'supplyLength';

/** Where a page sends the patient when the entry lacks what it needs. */
const FALLBACK: Record<Needed, string> = {
  patientId: '/patient_select',
  sap: '/patient_entry',
  submissionId: '/purchase_info',
  purchaseDate: '/purchase_info',
  supplyLength: '/product_intake',
};

const ORDER: readonly Needed[] = [
  'patientId',
  'sap',
  'submissionId',
  'purchaseDate',
  'supplyLength',
];

export type RequiredDraft<K extends Needed> = PurchaseDraft & Required<Pick<PurchaseDraft, K>>;

export type DraftGuard<K extends Needed> =
  { draft: RequiredDraft<K>; redirect?: undefined } | { draft?: undefined; redirect: string };

/**
 * A step's guard: the draft when it has what the step needs and has come as far as the step
 * (its earlier step was done: a patient chosen on /patient_select has not yet confirmed the
 * practice on /patient_entry), or the earlier step to go back to.
 */
export function guardDraft<K extends Needed>(
  draft: PurchaseDraft | null,
  step: DraftStep,
  needed: readonly K[],
): DraftGuard<K> {
  const missing = ORDER.find(
    (key) => needed.includes(key as K) && (!draft || draft[key] === undefined || draft[key] === ''),
  );
  if (missing || !draft) return { redirect: FALLBACK[missing ?? 'patientId'] };
  if (!hasReached(draft, step)) return { redirect: resumePath(draft) };
  return { draft: draft as RequiredDraft<K> };
}

/**
 * The incomplete entry with what a step of the purchase flow needs, or the earlier step to go
 * back to (a bookmark, another device, or a deleted draft land there, never on a broken page).
 */
export function useRequiredDraft<K extends Needed>(step: DraftStep, ...needed: K[]): DraftGuard<K> {
  return guardDraft(useAtomValue(draftAtom), step, needed);
}
