import { type ChatAvailability } from '@lens/validation';
import { type ApiClient } from '../../api/client';
import { localeOf } from '../../i18n/format';

/** `GET /api/rewards-chat` (`chatAvailabilitySchema`). */
export type { ChatAvailability };

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
