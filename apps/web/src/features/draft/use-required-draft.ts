import { useAtomValue } from 'jotai';
import { draftAtom } from './draft.state';
import { type PurchaseDraft } from './purchase-draft';

type Needed = 'patientId' | 'sap' | 'submissionId' | 'purchaseDate' | 'supplyLength';

/** Where a page sends the patient when the entry lacks what it needs. */
const FALLBACK: Record<Needed, string> = {
  patientId: '/patient_select',
  sap: '/patient_entry',
  submissionId: '/purchase_info',
  purchaseDate: '/purchase_info',
  supplyLength: '/product_intake',
};

export type RequiredDraft<K extends Needed> = PurchaseDraft & Required<Pick<PurchaseDraft, K>>;

/**
 * The incomplete entry with what a step of the purchase flow needs, or the earlier step to go
 * back to (a bookmark, another device, or a deleted draft land there, never on a broken page).
 */
export function useRequiredDraft<K extends Needed>(
  ...needed: K[]
): { draft: RequiredDraft<K>; redirect?: undefined } | { draft?: undefined; redirect: string } {
  const draft = useAtomValue(draftAtom);
  const missing = (
    ['patientId', 'sap', 'submissionId', 'purchaseDate', 'supplyLength'] as Needed[]
  ).find(
    (key) => needed.includes(key as K) && (!draft || draft[key] === undefined || draft[key] === ''),
  );
  if (missing || !draft) return { redirect: FALLBACK[missing ?? 'patientId'] };
  return { draft: draft as RequiredDraft<K> };
}
