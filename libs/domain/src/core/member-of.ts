/** A type guard for membership of one of the constant lists (codes, statuses, names). */
export function memberOf<const T>(list: readonly T[]): (value: unknown) => value is T {
  return (value: unknown): value is T => (list as readonly unknown[]).includes(value);
}
