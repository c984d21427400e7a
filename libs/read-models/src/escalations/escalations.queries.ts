import type {
  EscalationDetail,
  EscalationHistoryItem,
  EscalationInboxQuery,
  EscalationPage,
  EscalationSummary,
} from '@lens/validation';
import { PROJECTION_NAMES, liveSchema } from '../names';
import { Params, type ReadDb, firstOf, pagingOf, rowsOf } from '../read-db';
import { PROFILES_TABLE } from '../profiles/profiles.queries';

/** The support inbox's schema (`read_escalations`: escalations, history). */
export const ESCALATIONS_SCHEMA = liveSchema({ name: PROJECTION_NAMES.escalations });
const INBOX = ESCALATIONS_SCHEMA;

/** An escalation as the inbox lists it. */
const SUMMARY_SQL = `
  SELECT e.escalation_id AS id, e.reference, e.status,
         json_build_object('firstName', e.first_name, 'lastName', e.last_name,
                           'email', e.email, 'phone', e.phone_number) AS contact,
         e.contact_type AS "contactType", e.reason, e.language, e.replies,
         e.submitted_at AS created, e.answered_at AS "answeredAt", e.closed_at AS "closedAt"
    FROM ${INBOX}.escalations e`;

/** Support's inbox, a page at a time: oldest waiting first within a status (closed: newest first). */
export async function escalationPage(
  db: ReadDb,
  query: EscalationInboxQuery,
): Promise<EscalationPage> {
  const { page, pageSize, offset } = pagingOf(query);
  const params = new Params();
  const where = query.status ? `WHERE e.status = ${params.add(query.status)}` : '';
  // Open and answered ones are worked oldest first; the closed archive reads newest first.
  const order = query.status === 'closed' ? 'e.closed_at DESC' : 'e.submitted_at';
  const [rows, count] = await Promise.all([
    rowsOf<EscalationSummary>(
      db,
      `${SUMMARY_SQL} ${where} ORDER BY ${order}, e.escalation_id
        LIMIT ${params.add(pageSize)} OFFSET ${params.add(offset)}`,
      params.values,
    ),
    firstOf<{ total: number }>(
      db,
      `SELECT count(*)::int AS total FROM ${INBOX}.escalations e ${where}`,
      params.values.slice(0, query.status ? 1 : 0),
    ),
  ]);
  return { escalations: rows, total: count?.total ?? 0, page, pageSize };
}

/** One escalation with the form as submitted and its history, or undefined. */
export async function escalationDetail(
  db: ReadDb,
  escalationId: string,
): Promise<EscalationDetail | undefined> {
  const escalation = await firstOf<EscalationDetail['escalation']>(
    db,
    `${SUMMARY_SQL.replace('e.closed_at AS "closedAt"', 'e.closed_at AS "closedAt", e.form')}
      WHERE e.escalation_id = $1`,
    [escalationId],
  );
  if (!escalation) return undefined;
  const history = await rowsOf<EscalationHistoryItem>(
    db,
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
