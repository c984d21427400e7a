import type { RegisteredProfile } from '@lens/domain';
import type {
  PatientRow as PatientListing,
  PatientView,
  ProfileExportRequest,
} from '@lens/validation';
import { PROJECTION_NAMES, liveTable } from '../names';
import {
  Params,
  type ReadDb,
  type Statement,
  dayAfter,
  firstOf,
  rowsOf,
  startOf,
  whereOf,
} from '../read-db';
import { SUBMISSIONS_TABLE } from '../submissions/submissions.queries';
import type { PatientRow } from './profile-rows';

/** The profiles' table, as the queries name it (`read_profiles.profiles`). */
export const PROFILES_TABLE = liveTable(PROJECTION_NAMES.profiles, 'profiles');
/** Their patients' table (`read_profiles.patients`). */
export const PATIENTS_TABLE = liveTable(PROJECTION_NAMES.profiles, 'patients');

/** What the profile answer is built from: the domain's state or its read-model row. */
export type ProfileFacts = Pick<
  RegisteredProfile,
  'profileId' | 'email' | 'firstName' | 'lastName' | 'language'
>;

/** The profile's facts, or null. */
export async function profileFacts(db: ReadDb, profileId: string): Promise<ProfileFacts | null> {
  const row = await firstOf<ProfileFacts>(
    db,
    `SELECT profile_id AS "profileId", email, first_name AS "firstName",
            last_name AS "lastName", language
       FROM ${PROFILES_TABLE} WHERE profile_id = $1`,
    [profileId],
  );
  return row ?? null;
}

/** The profile's patients, oldest first. */
const patientsOf = (db: ReadDb, profileId: string) =>
  rowsOf<PatientRow>(
    db,
    `SELECT * FROM ${PATIENTS_TABLE} WHERE profile_id = $1 ORDER BY added_at, patient_id`,
    [profileId],
  );

/** The profile's patients as the patient sees them, oldest first. */
export async function patientViewsOf(db: ReadDb, profileId: string): Promise<PatientView[]> {
  return (await patientsOf(db, profileId)).map((row) => ({
    id: row.patient_id,
    profile_id: row.profile_id,
    name: row.name,
    relation_to_profile: row.relation_to_profile,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    sap: row.sap,
    cannot_find: row.cannot_find,
    ecp_not_listed:
      row.doctor_first_name !== null && row.doctor_last_name !== null
        ? { first_name: row.doctor_first_name, last_name: row.doctor_last_name }
        : null,
  }));
}

/** The profile's patients as the patient tools show them, oldest first. */
export async function patientListingsOf(db: ReadDb, profileId: string): Promise<PatientListing[]> {
  return (await patientsOf(db, profileId)).map((row) => ({
    patientId: row.patient_id,
    name: row.name,
    relationToProfile: row.relation_to_profile,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    sap: row.sap,
    cannotFind: row.cannot_find,
    doctorFirstName: row.doctor_first_name,
    doctorLastName: row.doctor_last_name,
    addedAt: row.added_at,
  }));
}

/** The columns of the profile export, in order. */
export const PROFILE_EXPORT_COLUMNS = [
  'profile_id',
  'email',
  'first_name',
  'last_name',
  'language',
  'registered_at',
  'patients',
  'entries',
] as const;

/** The profiles an export selects (by registration day and language), oldest first. */
export function profileExport(filters: ProfileExportRequest): Statement {
  const params = new Params();
  const where: string[] = [];
  if (filters.registered_from)
    where.push(`p.registered_at >= ${params.add(startOf(filters.registered_from))}`);
  if (filters.registered_to)
    where.push(`p.registered_at < ${params.add(startOf(dayAfter(filters.registered_to)))}`);
  if (filters.language) where.push(`p.language = ${params.add(filters.language)}`);
  return {
    text: `SELECT p.profile_id, p.email, p.first_name, p.last_name, p.language, p.registered_at,
                  (SELECT count(*) FROM ${PATIENTS_TABLE} pt
                    WHERE pt.profile_id = p.profile_id) AS patients,
                  (SELECT count(*) FROM ${SUBMISSIONS_TABLE} s
                    WHERE s.profile_id = p.profile_id) AS entries
             FROM ${PROFILES_TABLE} p
             ${whereOf(where)}
            ORDER BY p.registered_at, p.profile_id`,
    values: params.values,
  };
}
