import type { Options } from 'csv-stringify';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): a name
 * such as `-WEBSERVICE("http://…")` would otherwise run when the file is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (what our own numeric columns hold) cannot be a formula: left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text cell as it is safe to write: one that could start a formula gets a leading `'`. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * The csv-stringify options of every CSV the API writes (exports, invoices, upload reports):
 * a header row, the given columns, dates as ISO text and every text cell neutralised.
 */
export function csvOptions(columns: readonly string[]): Options {
  return {
    header: true,
    columns: [...columns],
    cast: {
      date: (value: Date) => value.toISOString(),
      boolean: (value: boolean) => (value ? 'true' : 'false'),
      string: (value: string) => neutraliseCell(value),
    },
  };
}
