import {
  NOT_LISTED_SAP,
  type NotListedDoctor,
  type Patient,
  type PatientAddress,
  type PatientChanges,
  type ProfileState,
} from '@lens/domain';
import type { PatientAddRequest } from './patient-requests';

/** What add and update share: the patient info, the sap and the not-listed doctor. */
type PatientFields = PatientAddRequest;

export const addressOf = (body: PatientFields): PatientAddress => ({
  address1: body.address1,
  address2: body.address2 || null,
  city: body.city,
  state: body.state,
  postal_code: body.postal_code,
  country: body.country || 'US',
});

export const doctorOf = (body: PatientFields): NotListedDoctor | null =>
  body.sap === NOT_LISTED_SAP
    ? { first_name: body.first_name ?? '', last_name: body.last_name ?? '' }
    : null;

export const samePractice = (patient: Patient, sap: string, doctor: NotListedDoctor | null) =>
  patient.sap === sap &&
  patient.notListedDoctor?.first_name === doctor?.first_name &&
  patient.notListedDoctor?.last_name === doctor?.last_name;

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'postal_code', 'country'] as const;

/** Field by field: an address read back from the store may list its keys in another order. */
const sameAddress = (a: PatientAddress | null, b: PatientAddress) =>
  a !== null && ADDRESS_FIELDS.every((field) => (a[field] || null) === (b[field] || null));

/** Only what the form changes, so an unchanged form appends nothing. */
export function changesOf(patient: Patient, body: PatientFields): PatientChanges {
  const address = addressOf(body);
  return {
    ...(patient.name !== body.name && { name: body.name }),
    ...(patient.relationToProfile !== body.relation_to_profile && {
      relationToProfile: body.relation_to_profile,
    }),
    ...(!sameAddress(patient.address, address) && { address }),
  };
}

/** The profile's patient by id, if it has one. */
export function patientOf(state: ProfileState, patientId: string): Patient | undefined {
  return state.kind === 'registered'
    ? state.patients.find((patient) => patient.patientId === patientId)
    : undefined;
}
