import type {
  AdminOptInQuery,
  OptInExportRequest,
  OptInPage,
  OptInRow as OptInListing,
} from '@lens/validation';
import { PROJECTION_NAMES, liveTable } from '../names';
import {
  Params,
  type ReadDb,
  type Statement,
  containing,
  dayAfter,
  firstOf,
  pagingOf,
  rowsOf,
  startOf,
  whereOf,
} from '../read-db';

/** The opt-ins' table, as the queries name it (`read_opt_ins.opt_ins`). */
export const OPT_INS_TABLE = liveTable(PROJECTION_NAMES.optIns, 'opt_ins');

/** The columns of the opt-in export, in order. */
export const OPT_IN_COLUMNS = [
  'channel',
  'address',
  'status',
  'source',
  'language',
  'wording_version',
  'profile_id',
  'requested_at',
  'confirmed_at',
  'withdrawn_at',
  'withdrawn_via',
  'updated_at',
] as const;

const COLUMNS = OPT_IN_COLUMNS.map((c) => `o.${c}`).join(', ');

/** The rows a filter selects (the list's and the export's): FROM and WHERE, and their values. */
function selection(filters: OptInExportRequest) {
  const params = new Params();
  const where: string[] = [];
  if (filters.channel) where.push(`o.channel = ${params.add(filters.channel)}`);
  if (filters.status) where.push(`o.status = ${params.add(filters.status)}`);
  if (filters.source) where.push(`o.source = ${params.add(filters.source)}`);
  if (filters.from) where.push(`o.updated_at >= ${params.add(startOf(filters.from))}`);
  if (filters.to) where.push(`o.updated_at < ${params.add(startOf(dayAfter(filters.to)))}`);
  if (filters.q) {
    const like = params.add(containing(filters.q));
    where.push(`(lower(o.address) LIKE ${like} OR lower(o.pending_address) LIKE ${like})`);
  }
  return { params, from: `FROM ${OPT_INS_TABLE} o ${whereOf(where)}` };
}

/** A page of marketing consents, filtered, latest change first. */
export async function optInPage(db: ReadDb, query: AdminOptInQuery): Promise<OptInPage> {
  const { params, from } = selection(query);
  const paging = pagingOf(query);
  const count = await firstOf<{ total: number }>(
    db,
    `SELECT count(*)::int AS total ${from}`,
    params.values,
  );
  const optIns = await rowsOf<OptInListing>(
    db,
    `SELECT ${COLUMNS}, o.pending_address ${from}
      ORDER BY o.updated_at DESC, o.subject, o.channel
      LIMIT ${params.add(paging.pageSize)} OFFSET ${params.add(paging.offset)}`,
    params.values,
  );
  return { optIns, total: count?.total ?? 0, page: paging.page, pageSize: paging.pageSize };
}

/** The consents an export selects, oldest change first, in {@link OPT_IN_COLUMNS}. */
export function optInExport(filters: OptInExportRequest): Statement {
  const { params, from } = selection(filters);
  return {
    text: `SELECT ${COLUMNS} ${from} ORDER BY o.updated_at, o.subject, o.channel`,
    values: params.values,
  };
}
