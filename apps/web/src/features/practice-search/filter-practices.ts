import { type PracticeListItem } from './practices-api';

type Searchable = Pick<
  PracticeListItem,
  'display_name' | 'account_name' | 'address1' | 'address2' | 'address3' | 'city'
>;

const FIELDS = [
  'display_name',
  'account_name',
  'address1',
  'address2',
  'address3',
  'city',
] as const;

/**
 * The practice list's free-text filter (spec 000 §5): the input, upper-cased, matched against
 * the upper-cased display name, account name, address lines and city. Blank keeps everything.
 */
export function filterPractices<T extends Searchable>(practices: readonly T[], text: string): T[] {
  const wanted = text.trim().toUpperCase();
  if (!wanted) return [...practices];
  return practices.filter((practice) =>
    FIELDS.some((field) => (practice[field] ?? '').toUpperCase().includes(wanted)),
  );
}
