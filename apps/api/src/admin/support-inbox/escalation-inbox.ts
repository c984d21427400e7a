import { Injectable } from '@nestjs/common';
import type {
  EscalationHistoryItem,
  EscalationInboxQuery,
  EscalationSummary,
} from '@lens/validation';
import { Failure } from '../../platform/http/failure';
import { ReadModels } from '../../features/submissions/read-models';
import { Params, pagingOf } from '../shared/paging';
import { PROFILES_TABLE, ESCALATIONS_SCHEMA } from '@lens/read-models';

const INBOX = ESCALATIONS_SCHEMA;

export type { EscalationHistoryItem, EscalationSummary };

const SUMMARY_SQL = `
  SELECT e.escalation_id AS id, e.reference, e.status,
         json_build_object('firstName', e.first_name, 'lastName', e.last_name,
                           'email', e.email, 'phone', e.phone_number) AS contact,
         e.contact_type AS "contactType", e.reason, e.language, e.replies,
         e.submitted_at AS created, e.answered_at AS "answeredAt", e.closed_at AS "closedAt"
    FROM ${INBOX}.escalations e`;

/** Support's inbox over the `escalations` read model: oldest waiting first within a status. */
@Injectable()
export class EscalationInbox {
  constructor(private readonly readModels: ReadModels) {}

  async list(query: EscalationInboxQuery) {
    const { page, pageSize, offset } = pagingOf(query);
    const params = new Params();
    const where = query.status ? `WHERE e.status = ${params.add(query.status)}` : '';
    // Open and answered ones are worked oldest first; the closed archive reads newest first.
    const order = query.status === 'closed' ? 'e.closed_at DESC' : 'e.submitted_at';
    const [rows, [count]] = await Promise.all([
      this.readModels.rows<EscalationSummary>(
        `${SUMMARY_SQL} ${where} ORDER BY ${order}, e.escalation_id
          LIMIT ${params.add(pageSize)} OFFSET ${params.add(offset)}`,
        params.values,
      ),
      this.readModels.rows<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${INBOX}.escalations e ${where}`,
        params.values.slice(0, query.status ? 1 : 0),
      ),
    ]);
    return { escalations: rows, total: count?.total ?? 0, page, pageSize };
  }

  /** One escalation with the form as submitted and its history; 404 when unknown. */
  async detail(escalationId: string) {
    const [escalation] = await this.readModels.rows<EscalationSummary & { form: object }>(
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
