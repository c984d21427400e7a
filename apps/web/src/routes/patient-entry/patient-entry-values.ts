import { NOT_LISTED_SAP } from '@lens/domain';
import { type PatientView } from '../../features/patients/patients-api';
import { type DoctorName } from '../../modals/journey/journey-modal-props';

/** The patient entry form: the current patient info (spec 001 §3) and the chosen practice. */
export interface PatientEntryValues {
  name: string;
  relation_to_profile: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
  country: 'US';
  sap: string;
}

export const valuesOf = (patient: PatientView | undefined, sap?: string): PatientEntryValues => ({
  name: patient?.name ?? '',
  relation_to_profile:
    patient && patient.relation_to_profile !== 'PENDING' ? patient.relation_to_profile : '',
  address1: patient?.address1 ?? '',
  address2: patient?.address2 ?? '',
  city: patient?.city ?? '',
  state: patient?.state ?? '',
  postal_code: patient?.postal_code ?? '',
  country: 'US',
  sap: sap ?? patient?.sap ?? '',
});

/** Whether saving would change the stored patient (practice and not-listed doctor included). */
export function hasChanges(
  patient: PatientView,
  values: PatientEntryValues,
  doctor: DoctorName | null,
): boolean {
  const stored = valuesOf(patient);
  const fieldsChanged = (Object.keys(stored) as (keyof PatientEntryValues)[]).some(
    (key) => (stored[key] ?? '').trim() !== (values[key] ?? '').trim(),
  );
  const doctorChanged =
    values.sap === NOT_LISTED_SAP &&
    (patient.ecp_not_listed?.first_name !== doctor?.first_name ||
      patient.ecp_not_listed?.last_name !== doctor?.last_name);
  return fieldsChanged || doctorChanged;
}
