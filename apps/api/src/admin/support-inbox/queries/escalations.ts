import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EscalationInboxQuery, EscalationPage, EscalationSummary } from '@lens/validation';
import { ReadModels } from '../../../features/submissions/read-models';
import { Params, pagingOf } from '../../shared/paging';
import { INBOX, SUMMARY_SQL } from '../escalation-inbox';

/** Support's inbox, a page at a time: oldest waiting first within a status (closed: newest first). */
export class EscalationsQuery extends Query<EscalationPage> {
  constructor(readonly query: EscalationInboxQuery) {
    super();
  }
}

@QueryHandler(EscalationsQuery)
export class EscalationsHandler implements IQueryHandler<EscalationsQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: EscalationsQuery) {
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
}
