import type {
  AdminEntrySearchQuery,
  AdminProfileSearchQuery,
  EntryPage,
  EntrySummary,
  ProfileSummary,
} from '@lens/validation';
import { PROJECTION_NAMES, liveSchema } from '../names';
import {
  Params,
  type ReadDb,
  containing,
  dayAfter,
  firstOf,
  pagingOf,
  rowsOf,
  startOf,
  startingWith,
  whereOf,
} from '../read-db';
import { STATUS_OF_FILTER } from '../submissions/submissions.queries';

/** Support's search schema (`read_submission_search`: entries, profiles, patients). */
export const SUBMISSION_SEARCH_SCHEMA = liveSchema({ name: PROJECTION_NAMES.submissionSearch });
const SEARCH = SUBMISSION_SEARCH_SCHEMA;

const ENTRY_SUMMARY_SQL = `
  SELECT e.submission_id AS "submissionId", e.status, e.entry_type AS "entryType",
         e.purchase_date::text AS "purchaseDate", e.completed_at AS "confirmedAt",
         e.confirmation_code AS "confirmationCode", e.sap, e.practice_name AS "practiceName",
         e.total_reward AS "totalReward", e.supply_length AS "supplyLength",
         e.card_state AS "cardState", e.profile_id AS "profileId", e.patient_id AS "patientId",
         pt.name AS "patientName", p.email,
         nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')
           AS "profileName",
         e.impersonator_id AS "impersonatorId", e.event_count AS "eventCount",
         e.last_revision AS "lastRevision", e.updated_at AS "updatedAt"
    FROM ${SEARCH}.entries e
    LEFT JOIN ${SEARCH}.profiles p ON p.profile_id = e.profile_id
    LEFT JOIN ${SEARCH}.patients pt
      ON pt.profile_id = e.profile_id AND pt.patient_id = e.patient_id`;

/** A confirmation code as stored: its 14 characters, upper case, without hyphens. */
const codeKey = (code: string) => code.replace(/-/g, '').toUpperCase();

/** A `LIKE` pattern for codes containing `part` (stored upper case), taken literally. */
const containingCode = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Entry ids starting with `text`, whatever its case (issue 29): ids are stored as generated (lower
 * case), and a pasted id may be upper case. Two plain prefixes keep the id's index usable.
 */
const idStartsWith = (text: string, params: Params) =>
  `e.submission_id LIKE ANY (ARRAY[${params.add(startingWith(text))}, ${params.add(
    startingWith(text.toLowerCase()),
  )}])`;

/** One entry as support's search lists it, or undefined. */
export const entrySummary = (db: ReadDb, submissionId: string) =>
  firstOf<EntrySummary>(db, `${ENTRY_SUMMARY_SQL} WHERE e.submission_id = $1`, [submissionId]);

/** The entry a confirmation code belongs to (a resubmission keeps its entry's code). */
export const entryByConfirmationCode = (db: ReadDb, code: string) =>
  firstOf<EntrySummary>(db, `${ENTRY_SUMMARY_SQL} WHERE e.confirmation_code = $1 LIMIT 1`, [
    codeKey(code),
  ]);

/** A profile's entries, newest change first, at most `limit`. */
export const entriesOfProfile = (db: ReadDb, profileId: string, limit: number) =>
  rowsOf<EntrySummary>(
    db,
    `${ENTRY_SUMMARY_SQL} WHERE e.profile_id = $1
      ORDER BY e.updated_at DESC, e.submission_id LIMIT ${Math.trunc(limit)}`,
    [profileId],
  );

/** Profiles whose e-mail or name (or one of whose patients' names) contains the pattern. */
const peopleMatching = (pattern: string) => `(
  SELECT profile_id FROM ${SEARCH}.profiles WHERE search LIKE ${pattern}
  UNION SELECT profile_id FROM ${SEARCH}.patients WHERE lower(name) LIKE ${pattern})`;

/** The conditions of support's entry search, on `e` (entries). */
function entryConditions(query: AdminEntrySearchQuery, params: Params): string[] {
  const where: string[] = [];
  if (query.q) {
    const q = query.q.trim();
    const text = params.add(q);
    const pattern = params.add(containing(q));
    // A part of a confirmation code (four letters or digits at least) finds its entries too.
    const code = codeKey(q);
    const partOfCode = /^[A-Z0-9]{4,14}$/.test(code)
      ? `OR e.confirmation_code LIKE ${params.add(containingCode(code))}`
      : '';
    where.push(`(${idStartsWith(q, params)}
      ${partOfCode}
      OR e.profile_id = ${text}
      OR e.profile_id IN ${peopleMatching(pattern)})`);
  }
  if (query.entry_id) where.push(idStartsWith(query.entry_id, params));
  if (query.confirmation_code)
    where.push(
      `e.confirmation_code LIKE ${params.add(containingCode(codeKey(query.confirmation_code)))}`,
    );
  if (query.name)
    where.push(`e.profile_id IN ${peopleMatching(params.add(containing(query.name)))}`);
  if (query.email) {
    const pattern = params.add(containing(query.email));
    where.push(`e.profile_id IN (SELECT profile_id FROM ${SEARCH}.profiles
      WHERE search LIKE ${pattern} AND lower(email) LIKE ${pattern})`);
  }
  if (query.sap) where.push(`e.sap = ${params.add(query.sap)}`);
  if (query.status) where.push(`e.status = ${params.add(STATUS_OF_FILTER[query.status])}`);
  if (query.date_field === 'confirmed') {
    if (query.from) where.push(`e.completed_at >= ${params.add(startOf(query.from))}`);
    if (query.to) where.push(`e.completed_at < ${params.add(startOf(dayAfter(query.to)))}`);
  } else {
    if (query.from) where.push(`e.purchase_date >= ${params.add(query.from)}::date`);
    if (query.to) where.push(`e.purchase_date <= ${params.add(query.to)}::date`);
  }
  return where;
}

/**
 * Support's entry search: free text (an entry id's start, a confirmation code, any part of a
 * patient's or profile's name or e-mail) and fields, newest change first, one page at a time.
 */
export async function searchEntries(db: ReadDb, query: AdminEntrySearchQuery): Promise<EntryPage> {
  const params = new Params();
  const where = whereOf(entryConditions(query, params));
  const paging = pagingOf(query);
  const rows = await rowsOf<EntrySummary & { total: string }>(
    db,
    `${ENTRY_SUMMARY_SQL.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
      ${where}
      ORDER BY e.updated_at DESC, e.submission_id
      LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
    params.values,
  );
  // A page past the end has no rows to carry the total: it is counted on its own.
  const total = rows[0]
    ? Number(rows[0].total)
    : paging.offset === 0
      ? 0
      : Number(
          (
            await firstOf<{ total: string }>(
              db,
              `SELECT count(*) AS total FROM ${SEARCH}.entries e ${where}`,
              params.values.slice(0, -2),
            )
          )?.total ?? 0,
        );
  return {
    entries: rows.map(({ total: _, ...entry }) => entry),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** A profile as the patient tools list it (without its role: credentials are not events). */
export type ProfileListing = Omit<ProfileSummary, 'role'>;

const PROFILE_SQL = `
  SELECT p.profile_id AS "profileId", p.email, p.first_name AS "firstName",
         p.last_name AS "lastName", p.language, p.registered_at AS "registeredAt",
         (SELECT count(*)::int FROM ${SEARCH}.patients pt WHERE pt.profile_id = p.profile_id)
           AS patients,
         (SELECT count(*)::int FROM ${SEARCH}.entries e WHERE e.profile_id = p.profile_id)
           AS entries
    FROM ${SEARCH}.profiles p`;

/** One profile as the patient tools list it, or undefined. */
export const profileListing = (db: ReadDb, profileId: string) =>
  firstOf<ProfileListing>(db, `${PROFILE_SQL} WHERE p.profile_id = $1`, [profileId]);

/**
 * Patient tools' search: by any part of the e-mail or a name (the profile's or a patient's), or
 * the exact id, newest registration first, one page at a time.
 */
export async function searchProfiles(db: ReadDb, query: AdminProfileSearchQuery) {
  const params = new Params();
  const where: string[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = params.add(containing(q));
    where.push(`(p.profile_id = ${params.add(q)} OR p.search LIKE ${pattern}
      OR p.profile_id IN (SELECT profile_id FROM ${SEARCH}.patients WHERE lower(name) LIKE ${pattern}))`);
  }
  const paging = pagingOf(query);
  const rows = await rowsOf<ProfileListing & { total: string }>(
    db,
    `${PROFILE_SQL.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
      ${whereOf(where)}
      ORDER BY p.registered_at DESC, p.profile_id
      LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
    params.values,
  );
  return {
    profiles: rows.map(({ total: _, ...profile }): ProfileListing => profile),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
