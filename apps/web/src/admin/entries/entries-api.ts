import { type ApiClient } from '../../api/client';

export interface EntrySummary {
  submissionId: string;
  status: string;
  entryType: string | null;
  purchaseDate: string | null;
  confirmedAt: string | null;
  confirmationCode: string | null;
  sap: string | null;
  practiceName: string | null;
  totalReward: number;
  supplyLength: number | null;
  cardState: string | null;
  profileId: string | null;
  patientId: string | null;
  patientName: string | null;
  email: string | null;
  profileName: string | null;
  impersonatorId: string | null;
  eventCount: number;
  lastRevision: number;
  updatedAt: string;
}

export interface EntryPage {
  entries: EntrySummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface HistoryItem {
  revision: number;
  type: string;
  recordedAt: string;
  actorId: string | null;
  impersonatorId: string | null;
  comment: string | null;
  summary: Record<string, unknown>;
}

export interface EntryDetail {
  entry: EntrySummary;
  submission: {
    rewards: { totalReward?: number } | null;
    reasons?: { rejection?: string[]; mailRequired?: string | null };
    card: { state: string; amount: number | null } | null;
    receipt_image_url: string | null;
    product_image_url: string | null;
  } | null;
  history: HistoryItem[];
}

export interface EntryState {
  revision: number;
  type: string;
  recordedAt: string;
  state: Record<string, unknown> & { kind: string; status?: string };
}

export interface Decision {
  submissionId: string;
  status: string | null;
  revision: number;
  recorded: string[];
}

export interface ReplayResult {
  status: 'done' | 'pending';
  commandId: number;
  jobs: { queue: string; name: string; jobId: string }[];
}

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
