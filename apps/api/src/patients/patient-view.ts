import type { Patient } from '@lens/domain';

/** `result.patient` and the entries of `result.patientList`: the current patient info. */
export interface PatientView {
  id: string;
  profile_id: string;
  name: string;
  relation_to_profile: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  /** The chosen practice's sap (copied when it was selected); 999 when not listed. */
  sap: string | null;
  cannot_find: boolean;
  /** The doctor the patient named when the practice is not listed. */
  ecp_not_listed: { first_name: string; last_name: string } | null;
}

/** The view of a patient from the profile's own state (answers of add and update). */
export function patientView(profileId: string, patient: Patient): PatientView {
  return {
    id: patient.patientId,
    profile_id: profileId,
    name: patient.name,
    relation_to_profile: patient.relationToProfile,
    address1: patient.address?.address1 ?? null,
    address2: patient.address?.address2 || null,
    city: patient.address?.city ?? null,
    state: patient.address?.state ?? null,
    postal_code: patient.address?.postal_code ?? null,
    country: patient.address?.country ?? null,
    sap: patient.sap,
    cannot_find: patient.notListedDoctor !== null,
    ecp_not_listed: patient.notListedDoctor
      ? {
          first_name: patient.notListedDoctor.first_name,
          last_name: patient.notListedDoctor.last_name,
        }
      : null,
  };
}
