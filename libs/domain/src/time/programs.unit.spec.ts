import { PREFERRED_PROGRAMS, UPLOAD_PROGRAMS } from '../catalog/codes';
import { endOfDay, startOfDay } from './days';
import {
  currentProgramWindows,
  currentPrograms,
  isPreferredActive,
  isPreferredProgramName,
  isProgramCurrent,
  isUploadProgramName,
} from './programs';

const window = { start_date: '2025-01-01', end_date: '2025-03-31' };

describe('programme windows (inclusive)', () => {
  it.each([
    ['2024-12-31', false],
    ['2025-01-01', true],
    ['2025-02-15', true],
    ['2025-03-31', true],
    ['2025-04-01', false],
  ])('on %s the window is current: %s', (day, expected) => {
    expect(isProgramCurrent(window, day)).toBe(expected);
  });

  it('counts every instant of the first and last day', () => {
    expect(isProgramCurrent(window, startOfDay('2025-01-01'))).toBe(true);
    expect(isProgramCurrent(window, endOfDay('2025-03-31'))).toBe(true);
    expect(isProgramCurrent(window, endOfDay('2025-03-31') + 1)).toBe(false);
  });

  it('reads upload dates (MM/DD/YYYY) and timestamps', () => {
    expect(
      isProgramCurrent({ start_date: '01/01/2025', end_date: '03/31/2025' }, '2025-03-31'),
    ).toBe(true);
    expect(
      isProgramCurrent(
        { start_date: '2025-01-01T00:00:00Z', end_date: '2025-03-31T00:00:00Z' },
        '2025-03-31',
      ),
    ).toBe(true);
  });

  it('never treats an unreadable window as current', () => {
    expect(isProgramCurrent({ start_date: 'soon', end_date: '2025-03-31' }, '2025-02-01')).toBe(
      false,
    );
    expect(isProgramCurrent({ start_date: '2025-01-01', end_date: '' }, '2025-02-01')).toBe(false);
  });
});

describe('preferred-active', () => {
  it.each([...PREFERRED_PROGRAMS])('%s makes a practice preferred-active', (name) => {
    expect(isPreferredProgramName(name)).toBe(true);
    expect(isPreferredActive({ [name]: window }, '2025-02-01')).toBe(true);
    expect(isPreferredActive({ [name]: window }, '2025-04-01')).toBe(false);
  });

  it('has the 27 preferred programmes: preferredpractice, pilot, trial, 2020_q1 … 2025_q4', () => {
    expect(PREFERRED_PROGRAMS).toHaveLength(27);
    expect(PREFERRED_PROGRAMS).toContain('2020_q1');
    expect(PREFERRED_PROGRAMS).toContain('2025_q4');
  });

  it.each(['checkout_shop', 'oasys_max_pilot'])(
    '%s is accepted for uploads but not preferred',
    (name) => {
      expect(isUploadProgramName(name)).toBe(true);
      expect(isPreferredProgramName(name)).toBe(false);
      expect(isPreferredActive({ [name]: window }, '2025-02-01')).toBe(false);
      expect(currentPrograms({ [name]: window }, '2025-02-01')).toEqual([name]);
    },
  );

  it('ignores unknown programme names', () => {
    expect(isUploadProgramName('2026_q1')).toBe(false);
    expect(currentPrograms({ '2026_q1': window, trial: undefined }, '2025-02-01')).toEqual([]);
    expect(isPreferredActive({}, '2025-02-01')).toBe(false);
  });

  it('accepts every upload programme name', () => {
    expect(UPLOAD_PROGRAMS.every(isUploadProgramName)).toBe(true);
  });
});

describe('currentProgramWindows', () => {
  it('keeps the known programmes current on the day, with their windows', () => {
    const programs = {
      preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' },
      '2025_q3': { start_date: '2025-07-01', end_date: '2025-09-30' },
      '2025_q2': { start_date: '2025-04-01', end_date: '2025-06-30' },
      checkout_shop: { start_date: '2023-04-17', end_date: '2025-12-31' },
      unknown_programme: { start_date: '2020-01-01', end_date: '2030-01-01' },
    };
    expect(currentProgramWindows(programs, '2025-09-15')).toEqual({
      preferredpractice: programs.preferredpractice,
      '2025_q3': programs['2025_q3'],
      checkout_shop: programs.checkout_shop,
    });
    expect(currentProgramWindows(programs, '2026-01-01')).toEqual({});
  });
});
