import { type ApiClient } from '../../api/client';
import { localeOf } from '../../i18n/format';

/** `GET /api/rewards-chat`: staffed now by the app's clock and the configured schedule? */
export interface ChatAvailability {
  /** A chat provider is configured; without one only the message form is offered. */
  available: boolean;
  open: boolean;
  opensAt: string | null;
  closesAt: string | null;
  /** The schedule's time zone: times are said in it, with its name. */
  timeZone: string;
  url?: string;
}

export const fetchChatAvailability = (api: ApiClient) =>
  api.get<ChatAvailability>('rewards-chat', { background: true });

/** "Monday 9:00 AM EDT" in the language, in the schedule's time zone. */
export function formatChatTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
