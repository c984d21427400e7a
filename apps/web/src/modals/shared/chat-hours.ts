// Rewards chat hours (our decision; the specification shows availability but not the hours):
// Monday to Friday, 9:00 to 18:00 US Eastern time.
const OPENS_AT = 9;
const CLOSES_AT = 18;
const WEEKDAYS = new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);

export function isChatOpen(now: number): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? -1);
  return WEEKDAYS.has(weekday) && hour >= OPENS_AT && hour < CLOSES_AT;
}
