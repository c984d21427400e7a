import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ReadDb, escalationDetail } from '@lens/read-models';
import type { EscalationDetail } from '@lens/validation';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';

/**
 * One escalation with the form as submitted and its history, as the inbox's detail shows it and
 * as a reply or closing answers it; 404 when unknown.
 */
export async function shownEscalation(db: ReadDb, escalationId: string): Promise<EscalationDetail> {
  const detail = await escalationDetail(db, escalationId);
  if (!detail) throw new Failure('NOT_FOUND', 'escalationId');
  return detail;
}

/** One escalation with the form as submitted and its history; 404 when unknown. */
export class EscalationDetailQuery extends Query<EscalationDetail> {
  constructor(readonly escalationId: string) {
    super();
  }
}

@QueryHandler(EscalationDetailQuery)
export class EscalationDetailHandler implements IQueryHandler<EscalationDetailQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ escalationId }: EscalationDetailQuery) {
    return shownEscalation(this.readModels, escalationId);
  }
}
