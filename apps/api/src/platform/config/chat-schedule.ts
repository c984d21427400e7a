import { DateTime, IANAZone } from 'luxon';

/** One opening window on some weekdays (1 = Monday … 7 = Sunday), minutes after midnight. */
export interface ChatHours {
  days: readonly number[];
  opens: number;
  closes: number;
}

export interface ChatAvailability {
  open: boolean;
  /** When the current opening ends (open), else null. */
  closesAt: string | null;
  /** When the chat next opens (closed), else null; null too when no window ever comes. */
  opensAt: string | null;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const WINDOW = /^([a-z]{3})(?:-([a-z]{3}))?\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

function minutes(hours: string, mins: string): number | null {
  const h = Number(hours);
  const m = Number(mins);
  return h <= 24 && m < 60 && h * 60 + m <= 24 * 60 ? h * 60 + m : null;
}

/**
 * Reads a schedule such as `Mon-Fri 09:00-18:00; Sat 10:00-14:00` (day ranges wrap: `Fri-Mon`);
 * an empty text is a chat that never opens. Null when any part cannot be read.
 */
export function parseChatSchedule(text: string): ChatHours[] | null {
  const parts = text
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const hours: ChatHours[] = [];
  for (const part of parts) {
    const match = WINDOW.exec(part);
    if (!match) return null;
    const [, from, to, oh, om, ch, cm] = match as unknown as string[];
    const first = DAYS.indexOf(from!);
    const last = DAYS.indexOf(to ?? from!);
    const opens = minutes(oh!, om!);
    const closes = minutes(ch!, cm!);
    if (first < 0 || last < 0 || opens === null || closes === null || opens >= closes) return null;
    const count = ((last - first + 7) % 7) + 1;
    const days = Array.from({ length: count }, (_, i) => ((first + i) % 7) + 1);
    hours.push({ days, opens, closes });
  }
  return hours;
}

export const isTimeZone = (zone: string): boolean => IANAZone.isValidZone(zone);

/**
 * Whether the chat is open at `now` in the schedule's time zone, when this opening closes, or
 * when the next one starts (looking a week ahead; daylight-saving changes follow the zone).
 */
export function chatAvailability(
  hours: readonly ChatHours[],
  now: Date,
  zone: string,
): ChatAvailability {
  const local = DateTime.fromJSDate(now, { zone });
  let opensAt: DateTime | null = null;
  for (let day = 0; day <= 7; day += 1) {
    const date = local.startOf('day').plus({ days: day });
    for (const window of hours) {
      if (!window.days.includes(date.weekday)) continue;
      const start = date.plus({ minutes: window.opens });
      const end = date.plus({ minutes: window.closes });
      if (start <= local && local < end)
        return { open: true, closesAt: end.toUTC().toISO(), opensAt: null };
      if (start > local && (!opensAt || start < opensAt)) opensAt = start;
    }
  }
  return { open: false, closesAt: null, opensAt: opensAt?.toUTC().toISO() ?? null };
}
