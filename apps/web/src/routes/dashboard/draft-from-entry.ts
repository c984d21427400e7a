import { type RecordedSupplies } from '@lens/validation';
import {
  emptyEye,
  type EyeValues,
  type PurchaseDraft,
  type SuppliesValues,
} from '../../features/draft/purchase-draft';
import { type PatientView } from '../../features/patients/patients-api';
import { type SubmissionView } from '../../features/submissions/submission';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function eyeOf(supplies: RecordedSupplies, side: 'l' | 'r'): EyeValues {
  const brand = supplies[`brand_${side}`];
  if (!brand) return emptyEye();
  return {
    brand,
    lensesPerBox: text(supplies[`lenses_per_box_${side}`]),
    boxes: text(supplies[`boxes_${side}`]),
  };
}

/** The entry's supplies as the intake form holds them. */
export function suppliesValuesOf(supplies: RecordedSupplies | null): SuppliesValues | undefined {
  if (!supplies) return undefined;
  return {
    right: eyeOf(supplies, 'r'),
    left: eyeOf(supplies, 'l'),
    method: supplies.submission_method === 'scan' ? 'scan' : 'manual',
  };
}

/**
 * An incomplete entry rebuilt from the server's copy (another device, or the local copy was
 * deleted), or a rejected entry to send again: the flow continues where the entry stands. An
 * entry that stopped before its lenses has no practice of its own yet (the practice goes with
 * the supplies): it is the patient's, so the flow does not go back to the patient's details.
 */
export function draftFromEntry(
  entry: SubmissionView,
  patient: Pick<PatientView, 'name' | 'sap'> | undefined,
  resubmission: boolean,
): Omit<PurchaseDraft, 'profileId' | 'updatedAt'> {
  const supplies = suppliesValuesOf(entry.purchase_details.supplies);
  const supplyLength = entry.purchase_details.supplyLength ?? undefined;
  const step =
    resubmission || !supplies || !supplyLength
      ? entry.purchase_date
        ? 'supplies'
        : 'date'
      : 'receipt';
  return {
    step,
    patientId: entry.patient_id ?? undefined,
    patientName: patient?.name,
    sap: entry.eye_care_professional?.sap ?? patient?.sap ?? undefined,
    practiceName: entry.eye_care_professional?.display_name ?? undefined,
    submissionId: entry.id,
    purchaseDate: entry.purchase_date ?? undefined,
    supplies,
    supplyLength: resubmission ? undefined : supplyLength,
    productImageUrl: entry.product_image_url ?? undefined,
    receiptImageUrl: resubmission ? undefined : (entry.receipt_image_url ?? undefined),
    resubmission,
  };
}
