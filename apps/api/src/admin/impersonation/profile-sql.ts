import { Injectable } from '@nestjs/common';
import type { AdminProfileSearchQuery, ProfileSummary } from '@lens/validation';
import { Failure } from '../../platform/http/failure';
import { ReadModels } from '../../features/submissions/read-models';
import { Params, containing, pagingOf } from '../shared/paging';
import { ENTRY_SUMMARY_SQL, type EntrySummary } from '../support/entry-search';
import { PATIENTS_TABLE, SUBMISSION_SEARCH_SCHEMA } from '@lens/read-models';

const SEARCH = SUBMISSION_SEARCH_SCHEMA;
const ENTRIES_SHOWN = 500;

export type { ProfileSummary };

const PROFILE_SQL = `
  SELECT p.profile_id AS "profileId", p.email, p.first_name AS "firstName",
         p.last_name AS "lastName", p.language, p.registered_at AS "registeredAt",
         coalesce(c.role, 'patient') AS role,
         (SELECT count(*)::int FROM ${SEARCH}.patients pt WHERE pt.profile_id = p.profile_id)
           AS patients,
         (SELECT count(*)::int FROM ${SEARCH}.entries e WHERE e.profile_id = p.profile_id)
           AS entries
    FROM ${SEARCH}.profiles p
    LEFT JOIN profile_credentials c ON c.profile_id = p.profile_id`;

/** Patient tools: find a profile, see its patients and its entries. */
@Injectable()
export class ProfileDirectory {
  constructor(private readonly readModels: ReadModels) {}

  /** By any part of the e-mail or a name (the profile's or a patient's), or the exact id. */
  async search(query: AdminProfileSearchQuery) {
    const params = new Params();
    const where: string[] = [];
    const q = query.q?.trim();
    if (q) {
      const pattern = params.add(containing(q));
      where.push(`(p.profile_id = ${params.add(q)} OR p.search LIKE ${pattern}
        OR p.profile_id IN (SELECT profile_id FROM ${SEARCH}.patients WHERE lower(name) LIKE ${pattern}))`);
    }
    const paging = pagingOf(query);
    const rows = await this.readModels.rows<ProfileSummary & { total: string }>(
      `${PROFILE_SQL.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY p.registered_at DESC, p.profile_id
        LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
      params.values,
    );
    return {
      profiles: rows.map(({ total: _, ...profile }) => profile),
      total: rows[0] ? Number(rows[0].total) : 0,
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }

  /** A profile with its patients (as the patient sees them) and its entries, newest first. */
  async detail(profileId: string) {
    const [profile] = await this.readModels.rows<ProfileSummary>(
      `${PROFILE_SQL} WHERE p.profile_id = $1`,
      [profileId],
    );
    if (!profile) throw new Failure('NOT_FOUND', 'profileId');
    const patients = await this.readModels.rows(
      `SELECT patient_id AS "patientId", name, relation_to_profile AS "relationToProfile",
              address1, address2, city, state, postal_code AS "postalCode", country, sap,
              cannot_find AS "cannotFind", doctor_first_name AS "doctorFirstName",
              doctor_last_name AS "doctorLastName", added_at AS "addedAt"
         FROM ${PATIENTS_TABLE} WHERE profile_id = $1 ORDER BY added_at, patient_id`,
      [profileId],
    );
    const entries = await this.readModels.rows<EntrySummary>(
      `${ENTRY_SUMMARY_SQL} WHERE e.profile_id = $1
        ORDER BY e.updated_at DESC, e.submission_id LIMIT ${ENTRIES_SHOWN}`,
      [profileId],
    );
    return { profile, patients, entries };
  }
}
