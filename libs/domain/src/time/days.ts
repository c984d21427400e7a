// Calendar days in UTC. Days are 'YYYY-MM-DD' strings, which compare correctly as text;
// instants are epoch milliseconds. The domain never reads a clock: callers pass `now`.

export type IsoDay = string;
/** Epoch milliseconds, UTC. */
export type Instant = number;

export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function fromParts(year: number, month: number, day: number): IsoDay | undefined {
  const instant = Date.UTC(year, month - 1, day);
  const candidate = dayOf(instant);
  const expected = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return year >= 1000 && candidate === expected ? candidate : undefined;
}

/** Strict 'YYYY-MM-DD' that names a real calendar day. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return (
    match !== null && fromParts(Number(match[1]), Number(match[2]), Number(match[3])) !== undefined
  );
}

/** Reads 'YYYY-MM-DD', an ISO timestamp (its UTC day) or the upload format 'MM/DD/YYYY'. */
export function toIsoDay(value: string): IsoDay | undefined {
  const us = US_DAY.exec(value);
  if (us) return fromParts(Number(us[3]), Number(us[1]), Number(us[2]));
  if (isIsoDay(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? undefined : dayOf(instant);
}

/** The UTC calendar day of an instant. */
export function dayOf(instant: Instant): IsoDay {
  return new Date(instant).toISOString().slice(0, 10);
}

/** ISO-8601 timestamp of an instant, as stored in events. */
export function isoTimestamp(instant: Instant): string {
  return new Date(instant).toISOString();
}

export function startOfDay(day: IsoDay): Instant {
  return Date.parse(`${day}T00:00:00.000Z`);
}

export function endOfDay(day: IsoDay): Instant {
  return startOfDay(day) + DAY_MS - 1;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return dayOf(startOfDay(day) + days * DAY_MS);
}

/** Same calendar day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(day: IsoDay, years: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return dayOf(target.getTime());
}

/** First day of the rolling 12 months that end on `day` (inclusive). */
export function rollingYearStart(day: IsoDay): IsoDay {
  return addDays(addYears(day, -1), 1);
}

/** True when `candidate` lies in the rolling 12 months that end on `day`. */
export function isWithinRollingYear(candidate: IsoDay, day: IsoDay): boolean {
  return candidate >= rollingYearStart(day) && candidate <= day;
}

/** A day or an instant, as a day. */
export function asDay(at: IsoDay | Instant): IsoDay {
  return typeof at === 'number' ? dayOf(at) : at;
}
