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

/**
 * Why a birthday cannot register at a day: a day after it is a typo, not a child (a field
 * error the user can fix, BIRTHDAY_IN_FUTURE), under 18 is INELIGIBLE_AGE; undefined when fine.
 */
export function birthdayRefusal(
  birthday: string,
  today: string,
): 'BIRTHDAY_IN_FUTURE' | 'INELIGIBLE_AGE' | undefined {
  if (birthday > today) return 'BIRTHDAY_IN_FUTURE';
  return isOfAge(birthday, today) ? undefined : 'INELIGIBLE_AGE';
}
