import { textOf, type CrossFieldIssue, type CrossFieldRule, type Fields } from './cross-field';

/** Positions of values that repeat an earlier one, compared trimmed and case-insensitively. */
export function repeatedPositions(values: readonly unknown[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  values.forEach((value, position) => {
    const text = textOf(value)?.toLowerCase();
    if (text === undefined) return;
    if (seen.has(text)) repeated.push(position);
    seen.add(text);
  });
  return repeated;
}

/** DUPLICATE on every item of the array field `field` that repeats an earlier one. */
export function noRepeatsIn(field: string): CrossFieldRule {
  return (fields: Fields): CrossFieldIssue[] => {
    const items = fields[field];
    if (!Array.isArray(items)) return [];
    return repeatedPositions(items).map((position) => ({
      path: [field, position],
      key: 'duplicate',
      code: 'DUPLICATE',
    }));
  };
}
