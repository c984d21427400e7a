import { RELATIONS_TO_PROFILE, STUDENT_STATUSES } from '@lens/domain';
import { type z } from 'zod';
import { address1, addressLine, city, optionalCountry, state, zipPlus4 } from '../common/address';
import { choice, optionalChoice } from '../common/choices';
import { id, optionalId, optionalSap, sap } from '../common/ids';
import { personName } from '../common/names';
import { payload } from '../common/objects';

const PATIENT_NAME_MAX = 100;

/** Relation to the profile; PENDING means "not chosen yet", so it reads as missing (NULL). */
const relationToProfile = () =>
  choice(RELATIONS_TO_PROFILE, 'invalid relation').refine((v) => v !== 'PENDING', {
    error: 'required',
  });

const patientInfoShape = {
  name: personName({ max: PATIENT_NAME_MAX }),
  relation_to_profile: relationToProfile(),
  address1: address1(),
  address2: addressLine(),
  city: city(),
  state: state(),
  postal_code: zipPlus4(),
  country: optionalCountry(),
  student_status: optionalChoice(STUDENT_STATUSES, 'invalid student status'),
  profile_id: optionalId(),
};

/** The patient entry form (current patient info); the practice may still be unchosen. */
export const patientInfoSchema = payload({ ...patientInfoShape, sap: optionalSap() });
export type PatientInfo = z.infer<typeof patientInfoSchema>;

/** POST /api/patients/add: the patient info plus the chosen practice's sap. */
export const patientAddSchema = payload({ ...patientInfoShape, sap: sap() });
export type PatientAdd = z.infer<typeof patientAddSchema>;

/** POST /api/patients/update: the same with the patient's `id`. */
export const patientUpdateSchema = payload({ ...patientInfoShape, sap: sap(), id: id() });
export type PatientUpdate = z.infer<typeof patientUpdateSchema>;
