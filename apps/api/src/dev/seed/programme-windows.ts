import { QUARTERLY_PROGRAMS, type ProgramWindow } from '@lens/domain';
import type { SeededRandom } from './random';

export type Programmes = Record<string, ProgramWindow>;

const LAST_DAY = '2025-12-31';

const pad = (n: number) => String(n).padStart(2, '0');

/** The days of a quarterly programme name such as `2023_q2`. */
export function quarterWindow(name: string): ProgramWindow {
  const [year, quarter] = name.split('_q').map(Number) as [number, number];
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return {
    start_date: `${year}-${pad(firstMonth)}-01`,
    end_date: `${year}-${pad(lastMonth)}-${pad(lastDay)}`,
  };
}

/** The first day of a month `months` after 2021-04 (programmes start on a month's first day). */
function monthStart(monthsAfterApril2021: number): string {
  const date = new Date(Date.UTC(2021, 3 + monthsAfterApril2021, 1));
  return date.toISOString().slice(0, 10);
}

/** The last day of the month `months` after the month of `start`, capped at the programme's end. */
function monthsLater(start: string, months: number): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, 0)).toISOString().slice(0, 10);
  return end < LAST_DAY ? end : LAST_DAY;
}

/**
 * Anchor practices make every major city have preferred practices in every sub-phase
 * (2021-05-27 … 2025-12-31), each through a different kind of programme.
 */
export const ANCHOR_PROGRAMMES: readonly Programmes[] = [
  { preferredpractice: { start_date: '2021-05-01', end_date: LAST_DAY } },
  Object.fromEntries(
    QUARTERLY_PROGRAMS.filter((name) => name >= '2021_q2').map((name) => [
      name,
      quarterWindow(name),
    ]),
  ),
  {
    pilot: { start_date: '2021-05-27', end_date: '2021-12-31' },
    trial: { start_date: '2022-01-01', end_date: '2022-12-31' },
    preferredpractice: { start_date: '2023-01-01', end_date: LAST_DAY },
    checkout_shop: { start_date: '2023-04-17', end_date: LAST_DAY },
  },
];

/**
 * A practice's programmes: about a third preferred for a while, a fifth enrolled quarter by
 * quarter, a few pilots and trials, the rest none; some offer checkout shop, a few took part in
 * the OASYS MAX pilot.
 */
export function randomProgrammes(random: SeededRandom): Programmes {
  const programmes: Programmes = {};
  const kind = random.next();
  if (kind < 0.32) {
    const start = monthStart(random.int(0, 54));
    programmes['preferredpractice'] = {
      start_date: start,
      end_date: random.chance(0.4) ? LAST_DAY : monthsLater(start, random.int(6, 36)),
    };
  } else if (kind < 0.52) {
    const first = random.int(0, QUARTERLY_PROGRAMS.length - 2);
    const last = Math.min(QUARTERLY_PROGRAMS.length - 1, first + random.int(1, 11));
    for (const name of QUARTERLY_PROGRAMS.slice(first, last + 1))
      programmes[name] = quarterWindow(name);
  } else if (kind < 0.56) {
    programmes['pilot'] = { start_date: '2021-05-27', end_date: '2021-12-31' };
  } else if (kind < 0.6) {
    programmes['trial'] = { start_date: '2022-07-01', end_date: '2023-06-30' };
  }
  if (random.chance(0.12)) {
    const start = monthStart(random.int(14, 50));
    programmes['checkout_shop'] = { start_date: start, end_date: LAST_DAY };
  }
  if (random.chance(0.03)) {
    programmes['oasys_max_pilot'] = { start_date: '2022-07-15', end_date: '2022-09-01' };
  }
  return programmes;
}
