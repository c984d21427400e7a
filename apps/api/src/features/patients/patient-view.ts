import type { Patient, ProfileState } from '@lens/domain';
import type { PatientView } from '@lens/validation';
import { Failure } from '../../platform/http/failure';
import { patientOf } from './patient-fields';

export type { PatientView };

/** A patient as the profile's state has it now (answers of add and update); 404 for none. */
export function shownPatient(profileId: string, state: ProfileState, patientId: string) {
  const patient = patientOf(state, patientId);
  if (!patient) throw new Failure('NOT_FOUND', 'id');
  return patientView(profileId, patient);
}

/** The view of a patient from the profile's own state. */
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
