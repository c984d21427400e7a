import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminEntrySearchQuery, EntryPage } from '@lens/validation';
import { ReadModels } from '../../../features/submissions/read-models';
import { Params, containing, dayAfter, pagingOf, startingWith } from '../../shared/paging';
import {
  ENTRY_SUMMARY_SQL,
  type EntrySummary,
  SEARCH,
  STATUS_OF_FILTER,
  codeKey,
} from '../entry-search';

/** Profiles whose e-mail or name (or one of whose patients' names) contains the pattern. */
const peopleMatching = (pattern: string) => `(
  SELECT profile_id FROM ${SEARCH}.profiles WHERE search LIKE ${pattern}
  UNION SELECT profile_id FROM ${SEARCH}.patients WHERE lower(name) LIKE ${pattern})`;

/**
 * Support's entry search over the `submission-search` read model: free text (an entry id's
 * start, a confirmation code, any part of a patient's or profile's name or e-mail) and fields,
 * newest change first, one page at a time.
 */
export class EntriesQuery extends Query<EntryPage> {
  constructor(readonly query: AdminEntrySearchQuery) {
    super();
  }
}

@QueryHandler(EntriesQuery)
export class EntriesHandler implements IQueryHandler<EntriesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: EntriesQuery) {
    const params = new Params();
    const where: string[] = [];
    if (query.q) {
      const text = params.add(query.q.trim());
      const pattern = params.add(containing(query.q.trim()));
      where.push(`(e.submission_id LIKE ${params.add(startingWith(query.q.trim()))}
        OR e.confirmation_code = upper(replace(${text}, '-', ''))
        OR e.profile_id = ${text}
        OR e.profile_id IN ${peopleMatching(pattern)})`);
    }
    if (query.entry_id)
      where.push(`e.submission_id LIKE ${params.add(startingWith(query.entry_id))}`);
    if (query.confirmation_code)
      where.push(`e.confirmation_code = ${params.add(codeKey(query.confirmation_code))}`);
    if (query.name)
      where.push(`e.profile_id IN ${peopleMatching(params.add(containing(query.name)))}`);
    if (query.email) {
      const pattern = params.add(containing(query.email));
      where.push(`e.profile_id IN (SELECT profile_id FROM ${SEARCH}.profiles
        WHERE search LIKE ${pattern} AND lower(email) LIKE ${pattern})`);
    }
    if (query.sap) where.push(`e.sap = ${params.add(query.sap)}`);
    if (query.status) where.push(`e.status = ${params.add(STATUS_OF_FILTER[query.status])}`);
    if (query.date_field === 'confirmed') {
      if (query.from) where.push(`e.completed_at >= ${params.add(`${query.from}T00:00:00Z`)}`);
      if (query.to) where.push(`e.completed_at < ${params.add(`${dayAfter(query.to)}T00:00:00Z`)}`);
    } else {
      if (query.from) where.push(`e.purchase_date >= ${params.add(query.from)}::date`);
      if (query.to) where.push(`e.purchase_date <= ${params.add(query.to)}::date`);
    }
    const paging = pagingOf(query);
    const rows = await this.readModels.rows<EntrySummary & { total: string }>(
      `${ENTRY_SUMMARY_SQL.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY e.updated_at DESC, e.submission_id
        LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
      params.values,
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(where, params, paging);
    return {
      entries: rows.map(({ total: _, ...entry }) => entry),
      total,
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }

  /** A page past the end has no rows to carry the total: count it on its own. */
  private async count(where: string[], params: Params, paging: { offset: number }) {
    if (paging.offset === 0) return 0;
    const [row] = await this.readModels.rows<{ total: string }>(
      `SELECT count(*) AS total FROM ${SEARCH}.entries e
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.values.slice(0, -2),
    );
    return Number(row?.total ?? 0);
  }
}
