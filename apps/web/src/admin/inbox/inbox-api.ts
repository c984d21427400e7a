import {
  type EscalationDetail,
  type EscalationHistoryItem,
  type EscalationPage,
  type EscalationSummary,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export type { EscalationDetail, EscalationHistoryItem, EscalationPage, EscalationSummary };

/** Support's inbox calls of `/admin/api` (issue 17 item 2). */
export const inboxApi = (api: ApiClient) => ({
  list: (status: InboxStatus, page: number) =>
    api.get<EscalationPage>('escalations', { query: { status, page: String(page) } }),
  detail: (id: string) => api.get<EscalationDetail>(`escalations/${encodeURIComponent(id)}`),
  reply: (id: string, message: string) =>
    api.post<EscalationDetail>(`escalations/${encodeURIComponent(id)}/reply`, { message }),
  close: (id: string) => api.post<EscalationDetail>(`escalations/${encodeURIComponent(id)}/close`),
});
