import {
  type ActiveLimited,
  type PatientView,
  type PatientList,
  type PatientResult,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type { PatientView };

/**
 * The body of patients/add and patients/update (the patient form as typed; the server parses it
 * with the same libs/validation schema), with the doctor's name when the practice is sap 999.
 */
export interface PatientRequest {
  name: string;
  relation_to_profile: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postal_code: string;
  country?: string;
  sap: string;
  first_name?: string;
  last_name?: string;
}

export const fetchPatients = (api: ApiClient) =>
  api.get<PatientList>('patients/get-patients/me').then((result) => result.patientList);

/** GET patients/active/limited: the active patient has no supply left in the rolling year. */
export const fetchActivePatientLimited = (api: ApiClient) =>
  api.get<ActiveLimited>('patients/active/limited').then((result) => result.limited);

export const addPatient = (api: ApiClient, body: PatientRequest) =>
  api.post<PatientResult>('patients/add', body).then((result) => result.patient);

export const updatePatient = (api: ApiClient, body: PatientRequest & { id: string }) =>
  api.post<PatientResult>('patients/update', body).then((result) => result.patient);
