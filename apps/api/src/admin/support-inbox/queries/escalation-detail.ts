import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EscalationDetail } from '@lens/validation';
import { EscalationDetails } from '../escalation-inbox';

/** One escalation with the form as submitted and its history; 404 when unknown. */
export class EscalationDetailQuery extends Query<EscalationDetail> {
  constructor(readonly escalationId: string) {
    super();
  }
}

@QueryHandler(EscalationDetailQuery)
export class EscalationDetailHandler implements IQueryHandler<EscalationDetailQuery> {
  constructor(private readonly details: EscalationDetails) {}

  async execute({ escalationId }: EscalationDetailQuery) {
    return this.details.detail(escalationId);
  }
}
