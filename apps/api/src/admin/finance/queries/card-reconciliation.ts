import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { cardReconciliation } from '@lens/read-models';
import type { Reconciliation, ReconciliationQuery } from '@lens/validation';
import { ReadModels } from '../../../platform/read-models/read-models';

/**
 * Card fulfilment reconciliation: every card ordered in a date range (read model `card-orders`)
 * against its mailing and its invoice lines (read model `invoices`): totals, each card's issues,
 * and the invoice lines whose entry has no card at all.
 */
export class CardReconciliationQuery extends Query<Reconciliation> {
  constructor(readonly query: ReconciliationQuery) {
    super();
  }
}

@QueryHandler(CardReconciliationQuery)
export class CardReconciliationHandler implements IQueryHandler<CardReconciliationQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: CardReconciliationQuery): Promise<Reconciliation> {
    return cardReconciliation(this.readModels, query);
  }
}
