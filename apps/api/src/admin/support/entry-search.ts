import { Injectable } from '@nestjs/common';
import type { EntryStatusFilter } from '@lens/validation';
import { ReadModels } from '../../features/submissions/read-models';
import { SUBMISSION_SEARCH_SCHEMA } from '@lens/read-models';

export const SEARCH = SUBMISSION_SEARCH_SCHEMA;

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

/** A confirmation code as stored: its 14 characters, upper case, without hyphens. */
export const codeKey = (code: string) => code.replace(/-/g, '').toUpperCase();

/** One entry's summary from the `submission-search` read model, for lookup and detail. */
@Injectable()
export class EntrySummaries {
  constructor(private readonly readModels: ReadModels) {}

  /** One entry's summary, or undefined. */
  async one(submissionId: string): Promise<EntrySummary | undefined> {
    const [row] = await this.readModels.rows<EntrySummary>(
      `${ENTRY_SUMMARY_SQL} WHERE e.submission_id = $1`,
      [submissionId],
    );
    return row;
  }
}
