import { textOf, type CrossFieldRule } from './cross-field';

/** The end date is on or after the start date, when both parse (`parse` gives UTC milliseconds). */
export function endNotBeforeStart(
  startField: string,
  endField: string,
  parse: (value: string) => number | undefined,
): CrossFieldRule {
  return (fields) => {
    const start = parse(textOf(fields[startField]) ?? '');
    const end = parse(textOf(fields[endField]) ?? '');
    return start !== undefined && end !== undefined && end < start
      ? [{ path: [endField], key: 'date order', code: 'VALIDATION' }]
      : [];
  };
}
