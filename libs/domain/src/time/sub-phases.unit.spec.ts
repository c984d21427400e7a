import { addDays, endOfDay, startOfDay } from './days';
import { phaseAt } from './phase';
import {
  isSubPhaseName,
  SUB_PHASE_NAMES,
  SUB_PHASES,
  subPhaseAt,
  subPhaseByName,
  type SubPhase,
} from './sub-phases';

// Spec 000 §9, written out again by hand so the data is checked against the specification.
// name, start, end, max / flex / preferred / three, six, nine / subsequent
const table: [
  string,
  string,
  string,
  number,
  number | null,
  number,
  number,
  number,
  number,
  number,
][] = [
  ['may_2021', '2021-05-27', '2021-06-30', 200, null, 100, 25, 60, 100, 35],
  ['jul_2021', '2021-07-01', '2021-12-31', 250, null, 50, 25, 60, 100, 35],
  ['jan_2022', '2022-01-01', '2022-06-30', 250, null, 50, 35, 80, 125, 35],
  ['jul_2022', '2022-07-01', '2022-08-31', 250, null, 50, 35, 100, 175, 35],
  ['sep_2022', '2022-09-01', '2022-12-31', 250, 210, 50, 35, 100, 175, 35],
  ['jan_2023', '2023-01-01', '2023-06-30', 200, 115, 100, 15, 50, 100, 15],
  ['jul_2023', '2023-07-01', '2023-08-30', 200, 115, 50, 15, 50, 100, 15],
  ['aug_2023', '2023-08-31', '2023-12-31', 200, 115, 50, 15, 50, 100, 15],
  ['jan_2024', '2024-01-01', '2024-04-30', 200, 115, 50, 15, 50, 100, 15],
  ['apr_2024', '2024-05-01', '2024-06-30', 200, 115, 50, 15, 50, 100, 15],
  ['jul_2024', '2024-07-01', '2024-12-31', 200, 115, 50, 15, 50, 100, 15],
  ['jan_2025', '2025-01-01', '2025-04-03', 250, 200, 50, 15, 100, 100, 15],
  ['apr_2025', '2025-04-04', '2025-06-30', 250, 200, 50, 15, 100, 100, 15],
  ['jul_2025', '2025-07-01', '2025-07-20', 250, 200, 50, 15, 100, 100, 15],
  ['julTRA_2025', '2025-07-21', '2025-12-31', 250, 200, 50, 15, 100, 100, 15],
];

describe('sub-phases (spec 000 §9)', () => {
  it('has the 15 rows in order', () => {
    expect(SUB_PHASES.map((p) => p.name)).toEqual(table.map(([name]) => name));
    expect(SUB_PHASE_NAMES).toEqual(table.map(([name]) => name));
  });

  describe.each(table)(
    '%s',
    (name, start, end, max, flex, preferred, three, six, nine, subsequent) => {
      const expected: SubPhase = {
        name: name as SubPhase['name'],
        start,
        end,
        max_reward: max,
        flex_max_reward: flex,
        preferred_max_reward: preferred,
        three_month: three,
        six_month: six,
        nine_month: nine,
        subsequent_three_month: subsequent,
      };

      it('holds the values of the specification', () => {
        expect(isSubPhaseName(name)).toBe(true);
        expect(subPhaseByName(expected.name)).toEqual(expected);
      });

      it('contains its first and last day, and the last instant of its last day', () => {
        expect(subPhaseAt(start)?.name).toBe(name);
        expect(subPhaseAt(end)?.name).toBe(name);
        expect(subPhaseAt(startOfDay(start))?.name).toBe(name);
        expect(subPhaseAt(endOfDay(end))?.name).toBe(name);
      });

      it('is in force for the active phase', () => {
        expect(phaseAt(start)).toEqual({ phase: 'active', subPhase: expected });
      });
    },
  );

  it('leaves no gap and no overlap between sub-phases', () => {
    SUB_PHASES.slice(1).forEach((phase, i) => {
      expect(phase.start).toBe(addDays((SUB_PHASES[i] as SubPhase).end, 1));
    });
  });

  it('has no sub-phase before launch or after the end', () => {
    expect(subPhaseAt('2021-05-26')).toBeUndefined();
    expect(subPhaseAt('2026-01-01')).toBeUndefined();
    expect(isSubPhaseName('may_2020')).toBe(false);
  });
});

describe('phase', () => {
  it.each([
    ['2021-05-26', 'pre-launch'],
    ['2021-05-27', 'active'],
    ['2025-12-31', 'active'],
    ['2026-01-01', 'expired'],
  ])('%s is %s', (day, phase) => {
    expect(phaseAt(day).phase).toBe(phase);
  });

  it('reads an instant in UTC', () => {
    expect(phaseAt(endOfDay('2025-12-31')).subPhase?.name).toBe('julTRA_2025');
    expect(phaseAt(endOfDay('2025-12-31') + 1)).toEqual({ phase: 'expired', subPhase: undefined });
  });
});
