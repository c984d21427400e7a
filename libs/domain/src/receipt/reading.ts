// What the worker read on a receipt's photo, and where it disagrees with what the patient
// entered. Every field carries a confidence (0 to 1): only a confident reading can disagree, so
// a blurred photo never accuses a patient of anything.
import { type ProductCode } from '../catalog/codes';
import { type IsoDay } from '../time/days';
import { brandsOf, eyesOf, type Supplies } from '../submission/supplies';
import { normaliseText } from './text-similarity';

/** A value read from the receipt and how sure the reading is of it (0 to 1). */
export interface ReadValue<T> {
  readonly value: T;
  readonly confidence: number;
}

/** One product line: the catalogue brand it names (or null), its boxes and lenses per box. */
export interface ReceiptLine {
  /** The line as read. */
  readonly text: string;
  readonly brand: ProductCode | null;
  readonly boxes: number | null;
  readonly lensesPerBox: number | null;
  /** How sure the reading is of this line's brand and box count together. */
  readonly confidence: number;
}

export interface ReceiptReading {
  readonly purchaseDate: ReadValue<IsoDay> | null;
  readonly practiceName: ReadValue<string> | null;
  readonly practiceAddress: ReadValue<string> | null;
  readonly practicePhone: ReadValue<string> | null;
  readonly lines: readonly ReceiptLine[];
  readonly total: ReadValue<number> | null;
}

/** Why a receipt could not be read: no image, not an image, no text on it, too slow. */
export const RECEIPT_UNREADABLE_REASONS = [
  'IMAGE_UNAVAILABLE',
  'NOT_AN_IMAGE',
  'NO_TEXT',
  'TIMEOUT',
  'ENGINE_FAILED',
] as const;
export type ReceiptUnreadableReason = (typeof RECEIPT_UNREADABLE_REASONS)[number];

/** The fields a reading is compared on, as the API names them. */
export const RECEIPT_MISMATCH_FIELDS = ['purchase_date', 'brand', 'boxes', 'practice'] as const;
export type ReceiptMismatchField = (typeof RECEIPT_MISMATCH_FIELDS)[number];

/** A confident reading that differs from the entry: what was entered and what was read. */
export interface ReceiptMismatch {
  readonly field: ReceiptMismatchField;
  readonly entered: string;
  readonly read: string;
}

/** A field read with less confidence than this is shown as a suggestion, never as a mismatch. */
export const CONFIDENT_READING = 0.8;

/** What the patient entered, as far as the receipt can say anything about it. */
export interface EnteredPurchase {
  readonly purchaseDate: IsoDay;
  readonly supplies: Supplies | null;
  /** The practice's name as the patient chose it; null when it has none. */
  readonly practiceName: string | null;
}

const confident = <T>(read: ReadValue<T> | null): read is ReadValue<T> =>
  read !== null && read.confidence >= CONFIDENT_READING;

/** Boxes per brand: the entry's eyes of one brand, the receipt's lines of one brand, added up. */
function boxesByBrand(items: readonly { brand: ProductCode | null; boxes: number | null }[]) {
  const totals = new Map<ProductCode, number>();
  for (const { brand, boxes } of items) {
    if (brand !== null && boxes !== null) totals.set(brand, (totals.get(brand) ?? 0) + boxes);
  }
  return totals;
}

const listOf = (values: Iterable<string>) => [...values].sort().join(', ');

function brandMismatches(entered: Supplies, lines: readonly ReceiptLine[]): ReceiptMismatch[] {
  const named = lines.filter((line) => line.brand !== null);
  const sure = named.filter((line) => line.confidence >= CONFIDENT_READING);
  if (sure.length === 0) return [];
  const enteredBrands = new Set(brandsOf(entered));
  const namedBrands = new Set(named.map((line) => line.brand as ProductCode));
  // A brand read for sure that was not entered, or an entered brand the receipt nowhere names.
  const strange = sure.some((line) => !enteredBrands.has(line.brand as ProductCode));
  const missing = [...enteredBrands].some((brand) => !namedBrands.has(brand));
  if (strange || missing) {
    return [{ field: 'brand', entered: listOf(enteredBrands), read: listOf(namedBrands) }];
  }
  const enteredBoxes = boxesByBrand(eyesOf(entered).map(({ brand, boxes }) => ({ brand, boxes })));
  // Boxes of a brand are compared only when every line of it was read for sure, with a count.
  const readBoxes = boxesByBrand(
    [...namedBrands]
      .map((brand) => named.filter((line) => line.brand === brand))
      .filter((of) => of.every((l) => l.confidence >= CONFIDENT_READING && l.boxes !== null))
      .flat(),
  );
  const differing = [...readBoxes].filter(([brand, boxes]) => enteredBoxes.get(brand) !== boxes);
  if (differing.length === 0) return [];
  const show = (totals: Map<ProductCode, number>) =>
    differing.map(([brand]) => `${totals.get(brand) ?? 0} ${brand}`).join(', ');
  return [{ field: 'boxes', entered: show(enteredBoxes), read: show(readBoxes) }];
}

/** Words every practice name may carry, which say nothing about which practice it is. */
const GENERIC_PRACTICE_WORDS = new Set(
  (
    'the of and de del la las los el y eye eyes care vision optical optica opticas optometry ' +
    'optometria optometrist optometrists clinic clinica center centre centro associates ' +
    'group inc llc pc pa ltd co dr dra doctor family familiar ojos vista salud health'
  ).split(' '),
);

const distinctiveWords = (name: string) =>
  normaliseText(name)
    .split(' ')
    .filter((word) => word.length > 2 && !GENERIC_PRACTICE_WORDS.has(word));

/** Two practice names name the same practice when they share a distinctive word. */
export function samePractice(entered: string, read: string): boolean {
  const enteredWords = new Set(distinctiveWords(entered));
  const readWords = distinctiveWords(read);
  if (enteredWords.size === 0 || readWords.length === 0) return true;
  return readWords.some((word) => enteredWords.has(word));
}

/**
 * Where a reading confidently disagrees with the entry, field by field (purchase date, brand,
 * boxes, practice). A field the receipt does not show, or shows unclearly, never disagrees.
 */
export function receiptMismatches(
  entered: EnteredPurchase,
  reading: ReceiptReading,
): ReceiptMismatch[] {
  const mismatches: ReceiptMismatch[] = [];
  const date = reading.purchaseDate;
  if (confident(date) && date.value !== entered.purchaseDate) {
    mismatches.push({ field: 'purchase_date', entered: entered.purchaseDate, read: date.value });
  }
  if (entered.supplies) mismatches.push(...brandMismatches(entered.supplies, reading.lines));
  const practice = reading.practiceName;
  if (
    confident(practice) &&
    entered.practiceName !== null &&
    !samePractice(entered.practiceName, practice.value)
  ) {
    mismatches.push({ field: 'practice', entered: entered.practiceName, read: practice.value });
  }
  return mismatches;
}
