import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminProfileSearchQuery, ProfilePage, ProfileSummary } from '@lens/validation';
import { SUBMISSION_SEARCH_SCHEMA } from '@lens/read-models';
import { ReadModels } from '../../../features/submissions/read-models';
import { Params, containing, pagingOf } from '../../shared/paging';
import { PROFILE_SQL } from '../profile-sql';

/**
 * Patient tools' search: by any part of the e-mail or a name (the profile's or a patient's), or
 * the exact id, newest registration first, one page at a time.
 */
export class ProfilesQuery extends Query<ProfilePage> {
  constructor(readonly query: AdminProfileSearchQuery) {
    super();
  }
}

@QueryHandler(ProfilesQuery)
export class ProfilesHandler implements IQueryHandler<ProfilesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ query }: ProfilesQuery) {
    const params = new Params();
    const where: string[] = [];
    const q = query.q?.trim();
    if (q) {
      const pattern = params.add(containing(q));
      where.push(`(p.profile_id = ${params.add(q)} OR p.search LIKE ${pattern}
        OR p.profile_id IN (SELECT profile_id FROM ${SUBMISSION_SEARCH_SCHEMA}.patients WHERE lower(name) LIKE ${pattern}))`);
    }
    const paging = pagingOf(query);
    const rows = await this.readModels.rows<ProfileSummary & { total: string }>(
      `${PROFILE_SQL.replace('SELECT', 'SELECT count(*) OVER () AS total,')}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY p.registered_at DESC, p.profile_id
        LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
      params.values,
    );
    return {
      profiles: rows.map(({ total: _, ...profile }) => profile),
      total: rows[0] ? Number(rows[0].total) : 0,
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }
}
