import type { OptInExportRequest } from '@lens/validation';
import { Params, containing, dayAfter } from '../shared/paging';
import { OPT_INS_TABLE } from '@lens/read-models';

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

/** The `opt-ins` read model's rows a filter selects (the list's and the export's). */
export function optInSelection(filters: OptInExportRequest) {
  const params = new Params();
  const where: string[] = [];
  if (filters.channel) where.push(`o.channel = ${params.add(filters.channel)}`);
  if (filters.status) where.push(`o.status = ${params.add(filters.status)}`);
  if (filters.source) where.push(`o.source = ${params.add(filters.source)}`);
  if (filters.from) where.push(`o.updated_at >= ${params.add(`${filters.from}T00:00:00Z`)}`);
  if (filters.to) where.push(`o.updated_at < ${params.add(`${dayAfter(filters.to)}T00:00:00Z`)}`);
  if (filters.q) {
    const like = params.add(containing(filters.q));
    where.push(`(lower(o.address) LIKE ${like} OR lower(o.pending_address) LIKE ${like})`);
  }
  return {
    params,
    sql: `FROM ${OPT_INS_TABLE} o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
  };
}
