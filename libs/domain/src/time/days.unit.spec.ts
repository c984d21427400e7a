import {
  addDays,
  addYears,
  asDay,
  dayOf,
  endOfDay,
  isIsoDay,
  isoTimestamp,
  isWithinRollingYear,
  rollingYearStart,
  startOfDay,
  toIsoDay,
} from './days';

describe('days', () => {
  it.each([
    ['2025-07-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-7-1', false],
    ['0999-01-01', false],
    ['2025-07-01T00:00:00Z', false],
    ['', false],
  ])('isIsoDay(%j) is %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });

  it.each([
    ['2025-07-01', '2025-07-01'],
    ['07/01/2025', '2025-07-01'],
    ['02/30/2025', undefined],
    ['2025-07-01T23:30:00-05:00', '2025-07-02'],
    ['2025-07-01T12:00:00.000Z', '2025-07-01'],
    ['2025-07-99T12:00:00.000Z', undefined],
    ['soon', undefined],
  ])('toIsoDay(%j) is %j', (value, expected) => {
    expect(toIsoDay(value)).toBe(expected);
  });

  it('reads instants in UTC', () => {
    expect(dayOf(Date.UTC(2025, 6, 1, 23, 59, 59, 999))).toBe('2025-07-01');
    expect(dayOf(Date.UTC(2025, 6, 2))).toBe('2025-07-02');
    expect(isoTimestamp(Date.UTC(2025, 6, 1, 12))).toBe('2025-07-01T12:00:00.000Z');
    expect(asDay(Date.UTC(2025, 0, 31, 5))).toBe('2025-01-31');
    expect(asDay('2025-01-31')).toBe('2025-01-31');
  });

  it('bounds a day', () => {
    expect(startOfDay('2025-07-01')).toBe(Date.UTC(2025, 6, 1));
    expect(endOfDay('2025-07-01')).toBe(Date.UTC(2025, 6, 2) - 1);
  });

  it.each([
    ['2025-03-15', 1, '2025-03-16'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
  ])('addDays(%s, %i) is %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it.each([
    ['2025-03-15', -1, '2024-03-15'],
    ['2024-02-29', -1, '2023-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2025-12-31', 1, '2026-12-31'],
  ])('addYears(%s, %i) is %s', (day, n, expected) => {
    expect(addYears(day, n)).toBe(expected);
  });

  describe('rolling 12 months', () => {
    it('starts the day after the same date a year before', () => {
      expect(rollingYearStart('2025-03-15')).toBe('2024-03-16');
      expect(rollingYearStart('2024-02-29')).toBe('2023-03-01');
    });

    it.each([
      ['2024-03-15', false],
      ['2024-03-16', true],
      ['2025-03-15', true],
      ['2025-03-16', false],
    ])('%s is within the year ending 2025-03-15: %s', (candidate, expected) => {
      expect(isWithinRollingYear(candidate, '2025-03-15')).toBe(expected);
    });
  });
});
