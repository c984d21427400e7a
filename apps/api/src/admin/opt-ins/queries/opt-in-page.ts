import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminOptInQuery, OptInPage, OptInRow } from '@lens/validation';
import { ReadModels } from '../../../features/submissions/read-models';
import { pagingOf } from '../../shared/paging';
import { OPT_IN_COLUMNS, optInSelection } from '../opt-in-selection';

/** A page of marketing consents (the `opt-ins` read model), filtered, latest change first. */
export class OptInPageQuery extends Query<OptInPage> {
  constructor(readonly query: AdminOptInQuery) {
    super();
  }
}

@QueryHandler(OptInPageQuery)
export class OptInPageHandler implements IQueryHandler<OptInPageQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: OptInPageQuery): Promise<OptInPage> {
    const { params, sql } = optInSelection(query);
    const paging = pagingOf(query);
    const [count] = await this.readModels.rows<{ total: number }>(
      `SELECT count(*)::int AS total ${sql}`,
      params.values,
    );
    const optIns = await this.readModels.rows<OptInRow>(
      `SELECT ${OPT_IN_COLUMNS.map((c) => `o.${c}`).join(', ')}, o.pending_address ${sql}
        ORDER BY o.updated_at DESC, o.subject, o.channel
        LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
      params.values,
    );
    return { optIns, total: count?.total ?? 0, page: paging.page, pageSize: paging.pageSize };
  }
}
