import { sessionStoredAtom } from '../../features/draft/session-stored';
import { type DoctorName } from '../../modals/journey/journey-modal-props';
import { type PatientEntryValues } from './patient-entry-values';
import { type ChosenPractice } from './SelectedPractice';

/** What /patient_entry holds as typed: the details and the practice (or doctor) chosen. */
export interface PatientEntryTyped {
  /** Whose details: the patient's id, or `new`. */
  key: string;
  values: PatientEntryValues;
  practice: ChosenPractice | null;
  doctor: DoctorName | null;
}

export const PATIENT_ENTRY_STORAGE_KEY = 'lensRewards.patientEntry';

/**
 * The patient details being typed, kept in session storage (issue 12 item 10): a reload keeps
 * them and the chosen practice; saving them, or choosing who the purchase is for, forgets them.
 */
export const patientEntryTypedAtom =
  sessionStoredAtom<PatientEntryTyped>(PATIENT_ENTRY_STORAGE_KEY);
