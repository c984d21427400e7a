import { Injectable } from '@nestjs/common';
import type { EscalationDetail, EscalationHistoryItem } from '@lens/validation';
import { Failure } from '../../platform/http/failure';
import { ReadModels } from '../../features/submissions/read-models';
import { PROFILES_TABLE, ESCALATIONS_SCHEMA } from '@lens/read-models';

export const INBOX = ESCALATIONS_SCHEMA;

/** An escalation as the inbox lists it, from the `escalations` read model. */
export const SUMMARY_SQL = `
  SELECT e.escalation_id AS id, e.reference, e.status,
         json_build_object('firstName', e.first_name, 'lastName', e.last_name,
                           'email', e.email, 'phone', e.phone_number) AS contact,
         e.contact_type AS "contactType", e.reason, e.language, e.replies,
         e.submitted_at AS created, e.answered_at AS "answeredAt", e.closed_at AS "closedAt"
    FROM ${INBOX}.escalations e`;

/**
 * One escalation with the form as submitted and its history, as the inbox's detail shows it and
 * as a reply or closing answers it.
 */
@Injectable()
export class EscalationDetails {
  constructor(private readonly readModels: ReadModels) {}

  /** 404 when unknown. */
  async detail(escalationId: string): Promise<EscalationDetail> {
    const [escalation] = await this.readModels.rows<EscalationDetail['escalation']>(
      `${SUMMARY_SQL.replace('e.closed_at AS "closedAt"', 'e.closed_at AS "closedAt", e.form')}
        WHERE e.escalation_id = $1`,
      [escalationId],
    );
    if (!escalation) throw new Failure('NOT_FOUND', 'escalationId');
    const history = await this.readModels.rows<EscalationHistoryItem>(
      `SELECT h.revision, h.type, h.recorded_at AS "recordedAt", h.actor_id AS "actorId",
              nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') AS "actorName",
              h.message
         FROM ${INBOX}.history h
         LEFT JOIN ${PROFILES_TABLE} p ON p.profile_id = h.actor_id
        WHERE h.escalation_id = $1
        ORDER BY h.revision`,
      [escalationId],
    );
    return { escalation, history };
  }
}
