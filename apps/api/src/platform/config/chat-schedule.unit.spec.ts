import { chatAvailability, isTimeZone, parseChatSchedule } from './chat-schedule';

const WEEKDAYS = parseChatSchedule('Mon-Fri 09:00-18:00')!;
const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('rewards chat schedule', () => {
  it('reads day ranges, single days and several windows', () => {
    expect(parseChatSchedule('Mon-Fri 09:00-18:00; Sat 10:00-14:00')).toEqual([
      { days: [1, 2, 3, 4, 5], opens: 540, closes: 1080 },
      { days: [6], opens: 600, closes: 840 },
    ]);
    expect(parseChatSchedule('Fri-Mon 08:00-24:00')).toEqual([
      { days: [5, 6, 7, 1], opens: 480, closes: 1440 },
    ]);
    expect(parseChatSchedule('')).toEqual([]);
  });

  it.each(['Mon-Fri', 'Mon 9:00-18:00', 'Xyz 09:00-18:00', 'Mon 18:00-09:00', 'Mon 09:00-25:00'])(
    'refuses %j',
    (text) => {
      expect(parseChatSchedule(text)).toBeNull();
    },
  );

  it('is open inside a window, in the schedule’s time zone, and says when it closes', () => {
    // Monday 15 September 2025, 11:00 in New York (EDT, UTC-4).
    expect(chatAvailability(WEEKDAYS, at('2025-09-15T15:00:00Z'), NEW_YORK)).toEqual({
      open: true,
      closesAt: '2025-09-15T22:00:00.000Z',
      opensAt: null,
    });
  });

  it('is closed before opening, after closing and at the weekend, and says when it opens', () => {
    expect(chatAvailability(WEEKDAYS, at('2025-09-15T12:59:00Z'), NEW_YORK)).toEqual({
      open: false,
      closesAt: null,
      opensAt: '2025-09-15T13:00:00.000Z',
    });
    expect(chatAvailability(WEEKDAYS, at('2025-09-15T22:00:00Z'), NEW_YORK).opensAt).toBe(
      '2025-09-16T13:00:00.000Z',
    );
    // Saturday → Monday 09:00.
    expect(chatAvailability(WEEKDAYS, at('2025-09-20T15:00:00Z'), NEW_YORK).opensAt).toBe(
      '2025-09-22T13:00:00.000Z',
    );
  });

  it('follows daylight saving: 09:00 in New York is 14:00 UTC in winter', () => {
    expect(chatAvailability(WEEKDAYS, at('2025-12-01T13:30:00Z'), NEW_YORK)).toMatchObject({
      open: false,
      opensAt: '2025-12-01T14:00:00.000Z',
    });
  });

  it('never opens with no window', () => {
    expect(chatAvailability([], at('2025-09-15T15:00:00Z'), NEW_YORK)).toEqual({
      open: false,
      closesAt: null,
      opensAt: null,
    });
  });

  it('knows a time zone', () => {
    expect(isTimeZone(NEW_YORK)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
