import {
  type EntryDecision,
  type EntryDetail,
  type EntryReplayResult,
  type EntryPage,
  type EntryState,
  type EntrySummary,
  type HistoryItem,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type { EntryDetail, EntryPage, EntryState, EntrySummary, HistoryItem };

export type Decision = EntryDecision;
export type ReplayResult = EntryReplayResult;

/** The support calls of `/admin/api`. */
export const entriesApi = (api: ApiClient) => ({
  search: (query: Record<string, string>) => api.get<EntryPage>('entries', { query }),
  detail: (id: string) => api.get<EntryDetail>(`entries/${encodeURIComponent(id)}`),
  /** Where the entry's photo is served to staff (the page fetches it with the staff token). */
  photoUrl: (id: string, kind: 'receipt' | 'product') =>
    `${api.baseUrl}/entries/${encodeURIComponent(id)}/photos/${kind}`,
  stateAt: (id: string, revision: number) =>
    api.get<EntryState>(`entries/${encodeURIComponent(id)}/state`, { query: { revision } }),
  replay: (id: string) => api.post<ReplayResult>(`entries/${encodeURIComponent(id)}/replay`),
  comment: (id: string, comment: string) =>
    api.post<Decision>(`contest/entry/${encodeURIComponent(id)}/comments`, { comment }),
  approve: (id: string, body: { exception_id: string; comment: string }) =>
    api.post<Decision>(`entries/${encodeURIComponent(id)}/approve`, body),
  reject: (id: string, body: { exception_id: string; comment: string; reasons?: string[] }) =>
    api.post<Decision>(`entries/${encodeURIComponent(id)}/reject`, body),
  grantException: (id: string, exceptionId: string, comment: string) =>
    api.post<Decision>(
      `entries/${encodeURIComponent(id)}/exceptions/${encodeURIComponent(exceptionId)}`,
      { comment },
    ),
  confirmAnnualLimit: (id: string, comment: string) =>
    api.post<Decision>(`entries/${encodeURIComponent(id)}/annual-limit`, { comment }),
});
