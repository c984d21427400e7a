import { PROJECTION_NAMES, liveTable } from '../names';

/** The profiles' table, as the api's queries name it (`read_profiles.profiles`). */
export const PROFILES_TABLE = liveTable(PROJECTION_NAMES.profiles, 'profiles');
/** Their patients' table (`read_profiles.patients`). */
export const PATIENTS_TABLE = liveTable(PROJECTION_NAMES.profiles, 'patients');

/** Sign-in's, `profiles/me`'s and the patient list's queries (positional parameters). */
export const profilesQueries = {
  /** $1 profile id: the profile's facts, camel-cased. */
  profile: `SELECT profile_id AS "profileId", email, first_name AS "firstName",
              last_name AS "lastName", language
         FROM ${PROFILES_TABLE} WHERE profile_id = $1`,
  /** $1 profile id: the profile's patients, oldest first. */
  patientsOf: `SELECT profile_id, patient_id, name, relation_to_profile, address1, address2, city, state,
              postal_code, country, sap, cannot_find, doctor_first_name, doctor_last_name
         FROM ${PATIENTS_TABLE} WHERE profile_id = $1
        ORDER BY added_at, patient_id`,
} as const;
