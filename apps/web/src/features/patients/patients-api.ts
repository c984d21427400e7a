import { type ApiClient } from '../../api/client';

/** A patient of the profile as the API answers it (`result.patient`, `result.patientList`). */
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
  /** The chosen practice; 999 when the doctor is not listed. */
  sap: string | null;
  cannot_find: boolean;
  ecp_not_listed: { first_name: string; last_name: string } | null;
}

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
  api
    .get<{ patientList: PatientView[] }>('patients/get-patients/me')
    .then((result) => result.patientList);

export const addPatient = (api: ApiClient, body: PatientRequest) =>
  api.post<{ patient: PatientView }>('patients/add', body).then((result) => result.patient);

export const updatePatient = (api: ApiClient, body: PatientRequest & { id: string }) =>
  api.post<{ patient: PatientView }>('patients/update', body).then((result) => result.patient);
