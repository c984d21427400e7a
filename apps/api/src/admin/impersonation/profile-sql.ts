import { SUBMISSION_SEARCH_SCHEMA } from '@lens/read-models';

/** A profile as the patient tools list it, with its role and how many patients and entries. */
export const PROFILE_SQL = `
  SELECT p.profile_id AS "profileId", p.email, p.first_name AS "firstName",
         p.last_name AS "lastName", p.language, p.registered_at AS "registeredAt",
         coalesce(c.role, 'patient') AS role,
         (SELECT count(*)::int FROM ${SUBMISSION_SEARCH_SCHEMA}.patients pt WHERE pt.profile_id = p.profile_id)
           AS patients,
         (SELECT count(*)::int FROM ${SUBMISSION_SEARCH_SCHEMA}.entries e WHERE e.profile_id = p.profile_id)
           AS entries
    FROM ${SUBMISSION_SEARCH_SCHEMA}.profiles p
    LEFT JOIN profile_credentials c ON c.profile_id = p.profile_id`;
