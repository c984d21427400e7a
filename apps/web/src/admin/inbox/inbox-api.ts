import { type ApiClient } from '../../api/client';

export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface EscalationSummary {
  id: string;
  reference: string;
  status: InboxStatus;
  contact: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
  };
  contactType: string | null;
  reason: string | null;
  language: string;
  replies: number;
  created: string;
  answeredAt: string | null;
  closedAt: string | null;
}

export interface EscalationPage {
  escalations: EscalationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EscalationHistoryItem {
  revision: number;
  type: 'EscalationSubmitted' | 'EscalationReplied' | 'EscalationClosed';
  recordedAt: string;
  actorId: string | null;
  actorName: string | null;
  message: string | null;
}

export interface EscalationDetail {
  escalation: EscalationSummary & { form: Record<string, unknown> };
  history: EscalationHistoryItem[];
}

/** Support's inbox calls of `/admin/api` (issue 17 item 2). */
export const inboxApi = (api: ApiClient) => ({
  list: (status: InboxStatus, page: number) =>
    api.get<EscalationPage>('escalations', { query: { status, page: String(page) } }),
  detail: (id: string) => api.get<EscalationDetail>(`escalations/${encodeURIComponent(id)}`),
  reply: (id: string, message: string) =>
    api.post<EscalationDetail>(`escalations/${encodeURIComponent(id)}/reply`, { message }),
  close: (id: string) => api.post<EscalationDetail>(`escalations/${encodeURIComponent(id)}/close`),
});
