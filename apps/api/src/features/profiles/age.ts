export const MINIMUM_AGE = 18;

/**
 * Whole years between a birthday and a day (both YYYY-MM-DD, UTC calendar days). Someone born
 * on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export const isOfAge = (birthday: string, today: string): boolean =>
  ageOn(birthday, today) >= MINIMUM_AGE;
