import { Injectable } from '@nestjs/common';
import type { AdminEntrySearchQuery, EntryStatusFilter } from '@lens/validation';
import { ReadModels } from '../../features/submissions/read-models';
import { Params, containing, dayAfter, pagingOf, startingWith } from '../shared/paging';
import { SUBMISSION_SEARCH_SCHEMA } from '@lens/read-models';

const SEARCH = SUBMISSION_SEARCH_SCHEMA;

/** The stored status of each filter value. */
export const STATUS_OF_FILTER: Readonly<Record<EntryStatusFilter, string>> = {
  in_progress: '',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  resub_started: 'resub_started',
  mail_required: 'mail required',
  resub_mail_required: 'resub_mail_required',
  discarded: 'discarded',
  duplicate_review: 'duplicate_review',
};

/** An entry as support's search lists it. */
export interface EntrySummary {
  submissionId: string;
  status: string;
  entryType: string | null;
  purchaseDate: string | null;
  confirmedAt: string | null;
  confirmationCode: string | null;
  sap: string | null;
  practiceName: string | null;
  totalReward: number;
  supplyLength: number | null;
  cardState: string | null;
  profileId: string | null;
  patientId: string | null;
  patientName: string | null;
  email: string | null;
  profileName: string | null;
  impersonatorId: string | null;
  eventCount: number;
  lastRevision: number;
  updatedAt: string;
}

export const ENTRY_SUMMARY_SQL = `
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

/** Profiles whose e-mail or name (or one of whose patients' names) contains the pattern. */
const peopleMatching = (pattern: string) => `(
  SELECT profile_id FROM ${SEARCH}.profiles WHERE search LIKE ${pattern}
  UNION SELECT profile_id FROM ${SEARCH}.patients WHERE lower(name) LIKE ${pattern})`;

/** A confirmation code as stored: its 14 characters, upper case, without hyphens. */
const codeKey = (code: string) => code.replace(/-/g, '').toUpperCase();

/**
 * Support's entry search over the `submission-search` read model: free text (an entry id's
 * start, a confirmation code, any part of a patient's or profile's name or e-mail) and fields,
 * newest change first, one page at a time.
 */
@Injectable()
export class EntrySearch {
  constructor(private readonly readModels: ReadModels) {}

  async search(query: AdminEntrySearchQuery) {
    const params = new Params();
    const where: string[] = [];
    if (query.q) {
      const text = params.add(query.q.trim());
      const pattern = params.add(containing(query.q.trim()));
      where.push(`(e.submission_id LIKE ${params.add(startingWith(query.q.trim()))}
        OR e.confirmation_code = upper(replace(${text}, '-', ''))
        OR e.profile_id = ${text}
        OR e.profile_id IN ${peopleMatching(pattern)})`);
    }
    if (query.entry_id)
      where.push(`e.submission_id LIKE ${params.add(startingWith(query.entry_id))}`);
    if (query.confirmation_code)
      where.push(`e.confirmation_code = ${params.add(codeKey(query.confirmation_code))}`);
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
      if (query.from) where.push(`e.completed_at >= ${params.add(`${query.from}T00:00:00Z`)}`);
      if (query.to) where.push(`e.completed_at < ${params.add(`${dayAfter(query.to)}T00:00:00Z`)}`);
    } else {
      if (query.from) where.push(`e.purchase_date >= ${params.add(query.from)}::date`);
      if (query.to) where.push(`e.purchase_date <= ${params.add(query.to)}::date`);
    }
    const paging = pagingOf(query);
    const rows = await this.readModels.rows<EntrySummary & { total: string }>(
      `${ENTRY_SUMMARY_SQL.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY e.updated_at DESC, e.submission_id
        LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
      params.values,
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(where, params, paging);
    return {
      entries: rows.map(({ total: _, ...entry }) => entry),
      total,
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }

  /** A page past the end has no rows to carry the total: count it on its own. */
  private async count(where: string[], params: Params, paging: { offset: number }) {
    if (paging.offset === 0) return 0;
    const [row] = await this.readModels.rows<{ total: string }>(
      `SELECT count(*) AS total FROM ${SEARCH}.entries e
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.values.slice(0, -2),
    );
    return Number(row?.total ?? 0);
  }

  /** One entry's summary, or undefined. */
  async one(submissionId: string): Promise<EntrySummary | undefined> {
    const [row] = await this.readModels.rows<EntrySummary>(
      `${ENTRY_SUMMARY_SQL} WHERE e.submission_id = $1`,
      [submissionId],
    );
    return row;
  }

  /** The entry a confirmation code belongs to (a resubmission keeps its entry's code). */
  async byConfirmationCode(code: string): Promise<EntrySummary | undefined> {
    const [row] = await this.readModels.rows<EntrySummary>(
      `${ENTRY_SUMMARY_SQL} WHERE e.confirmation_code = $1 LIMIT 1`,
      [codeKey(code)],
    );
    return row;
  }
}
