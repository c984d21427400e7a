import { type EcpUploadRow, ecpUploadRowSchema, message, toApiErrors } from '@lens/validation';
import type { MessageKey } from '@lens/validation';
import { type CsvRecord } from '../shared/csv-file';

/** The columns a row must have (the schema's required fields); the others may be left out. */
export const REQUIRED_COLUMNS = [
  'sap',
  'account_name',
  'status',
  'unaffiliated',
  'address1',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

/** The not-listed practice is the programme's own, never uploaded. */
const NOT_LISTED_SAP = '999';

/** One row's problem, its message in both languages (the report is read in either). */
export interface RowError {
  row: number;
  field: string;
  code: string;
  en: string;
  es: string;
}

/** A practice as the upload sets it: one per sap, its periods merged. */
export interface UploadedPractice {
  sap: string;
  account_name: string;
  display_name: string;
  status: 'active' | 'inactive';
  unaffiliated: boolean;
  territory_code: string | null;
  checkout_shop_start: string | null;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  programs: Record<string, { start_date: string; end_date: string }>;
}

/** MM/DD/YYYY (checked by the schema) as YYYY-MM-DD. */
const isoOf = (usDate: string): string => {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
};

const rowError = (row: number, field: string, code: string, key: MessageKey): RowError => ({
  row,
  field,
  code,
  en: message(key, 'en'),
  es: message(key, 'es'),
});

/** The header's column names: trimmed, lower case, spaces as underscores. */
export const columnName = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

function practiceOf(row: EcpUploadRow): UploadedPractice {
  return {
    sap: row.sap,
    account_name: row.account_name,
    display_name: row.display_name || row.account_name,
    status: row.status,
    unaffiliated: row.unaffiliated,
    territory_code: row.territory_code || null,
    checkout_shop_start: row.checkout_shop_start ? isoOf(row.checkout_shop_start) : null,
    address1: row.address1,
    address2: row.address2 ?? '',
    address3: row.address3 ?? '',
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    programs: {},
  };
}

/** The practice fields two rows of one sap must agree on (the periods may differ). */
export const SAME_PRACTICE_FIELDS = [
  'account_name',
  'display_name',
  'status',
  'unaffiliated',
  'territory_code',
  'checkout_shop_start',
  'address1',
  'address2',
  'address3',
  'city',
  'state',
  'postal_code',
  'country',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof UploadedPractice)[];

export interface CheckedUpload {
  rows: number;
  practices: UploadedPractice[];
  errors: RowError[];
}

/**
 * Checks every data row of an ECP upload with the ECP upload schema (spec 001 §5) and across
 * rows: a sap may appear once per programme period, and its rows must describe the same practice.
 * Rows with errors are left out of the practices; errors name the CSV line and the field.
 */
export function checkEcpRows(
  header: readonly string[],
  records: readonly CsvRecord[],
): CheckedUpload {
  const columns = header.map(columnName);
  const bySap = new Map<string, UploadedPractice>();
  const errors: RowError[] = [];
  for (const { cells, line } of records) {
    const raw = Object.fromEntries(columns.map((column, n) => [column, cells[n] ?? '']));
    const parsed = ecpUploadRowSchema.safeParse(raw);
    if (!parsed.success) {
      const en = toApiErrors(parsed.error, 'en');
      const es = toApiErrors(parsed.error, 'es');
      en.forEach((error, n) =>
        errors.push({
          row: line,
          field: error.name,
          code: error.code,
          en: error.message,
          es: es[n]?.message ?? error.message,
        }),
      );
      continue;
    }
    const row = parsed.data;
    if (row.sap === NOT_LISTED_SAP) {
      errors.push(rowError(line, 'sap', 'VALIDATION', 'reserved sap'));
      continue;
    }
    const practice = practiceOf(row);
    const known = bySap.get(row.sap);
    if (known) {
      const differs = SAME_PRACTICE_FIELDS.find((field) => known[field] !== practice[field]);
      if (differs) {
        errors.push(rowError(line, differs, 'VALIDATION', 'conflicting sap row'));
        continue;
      }
      if (row.period_name && known.programs[row.period_name]) {
        errors.push(rowError(line, 'period_name', 'DUPLICATE', 'duplicate'));
        continue;
      }
    }
    const target = known ?? practice;
    if (row.period_name && row.start_date && row.end_date) {
      target.programs[row.period_name] = {
        start_date: isoOf(row.start_date),
        end_date: isoOf(row.end_date),
      };
    }
    bySap.set(row.sap, target);
  }
  return { rows: records.length, practices: [...bySap.values()], errors };
}

/** One CSV line's problems, field by field, in `lang`. */
export interface RowProblems {
  row: number;
  problems: { field: string; code: string; message: string }[];
}

/** The errors grouped by CSV line (a line with three bad fields is one row with errors). */
export function errorsByRow(errors: readonly RowError[], lang: 'en' | 'es'): RowProblems[] {
  const rows = new Map<number, RowProblems>();
  for (const { row, field, code, en, es } of errors) {
    const entry = rows.get(row) ?? { row, problems: [] };
    entry.problems.push({ field, code, message: lang === 'es' ? es : en });
    rows.set(row, entry);
  }
  return [...rows.values()].sort((a, b) => a.row - b.row);
}
