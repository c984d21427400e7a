import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { escalationPage } from '@lens/read-models';
import type { EscalationInboxQuery, EscalationPage } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

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
    return escalationPage(this.readModels, query);
  }
}
