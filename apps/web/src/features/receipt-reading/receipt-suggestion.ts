import { type ProductCode, SKU_TABLE } from '@lens/domain';
import { type ReceiptReadingView } from '@lens/validation';
import { type EyeValues, type SuppliesValues } from '../draft/purchase-draft';

/** What the receipt suggests instead of what was entered: only the parts that differ. */
export interface ReceiptSuggestion {
  purchaseDate?: string;
  supplies?: SuppliesValues;
  /** The receipt's lens lines, for the sentence that offers the suggestion. */
  lines: { brand: ProductCode; boxes: number }[];
}

/** The brand's box size the line's text names ("90pk", "caja 30", "(6)"), if one of its sizes. */
export function lensesFromText(brand: ProductCode, text: string): number | null {
  const sizes = new Set(SKU_TABLE.filter((sku) => sku.brand === brand).map((s) => s.lensesPerBox));
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return numbers.find((n) => sizes.has(n)) ?? (sizes.size === 1 ? [...sizes][0]! : null);
}

const eye = (brand: ProductCode, boxes: number, lenses: number | null): EyeValues => ({
  brand,
  boxes: String(boxes),
  lensesPerBox: lenses === null ? '' : String(lenses),
});
const noEye = (): EyeValues => ({ brand: '', boxes: '', lensesPerBox: '' });

/**
 * The supplies a receipt's lens lines stand for: one line is both eyes (its boxes shared out
 * when they divide evenly, else all on the right eye), two lines are one eye each.
 */
function suppliesOf(
  lines: { brand: ProductCode; boxes: number; text: string }[],
  entered: SuppliesValues | undefined,
): SuppliesValues | undefined {
  const lenses = (line: { brand: ProductCode; text: string }) =>
    lensesFromText(line.brand, line.text) ??
    (entered?.right.brand === line.brand ? Number(entered.right.lensesPerBox) : null);
  const [first, second] = lines;
  if (!first || lines.length > 2) return undefined;
  const method = entered?.method ?? 'manual';
  if (second) {
    return {
      right: eye(first.brand, first.boxes, lenses(first)),
      left: eye(second.brand, second.boxes, lenses(second)),
      method,
    };
  }
  const even = first.boxes % 2 === 0;
  return {
    right: eye(first.brand, even ? first.boxes / 2 : first.boxes, lenses(first)),
    left: even ? eye(first.brand, first.boxes / 2, lenses(first)) : noEye(),
    method,
  };
}

const totals = (s: SuppliesValues | undefined) => {
  const byBrand = new Map<string, number>();
  for (const e of s ? [s.right, s.left] : []) {
    if (e.brand) byBrand.set(e.brand, (byBrand.get(e.brand) ?? 0) + Number(e.boxes || 0));
  }
  return [...byBrand].sort().join();
};

/**
 * What the reading suggests for an entry (its date and supplies as entered): null while it
 * suggests nothing different. Boxes are compared per brand, added up over the eyes.
 */
export function suggestionFrom(
  reading: ReceiptReadingView,
  entered: { purchaseDate?: string; supplies?: SuppliesValues },
): ReceiptSuggestion | null {
  if (reading.status !== 'read') return null;
  const lines = reading.lines.flatMap((line) =>
    line.brand !== null && line.boxes !== null
      ? [{ brand: line.brand, boxes: line.boxes, text: line.text }]
      : [],
  );
  const date =
    reading.purchaseDate && reading.purchaseDate !== entered.purchaseDate
      ? reading.purchaseDate
      : undefined;
  const supplies = suppliesOf(lines, entered.supplies);
  const suppliesDiffer = supplies !== undefined && totals(supplies) !== totals(entered.supplies);
  if (!date && !suppliesDiffer) return null;
  return {
    ...(date ? { purchaseDate: date } : {}),
    ...(suppliesDiffer ? { supplies } : {}),
    lines: lines.map(({ brand, boxes }) => ({ brand, boxes })),
  };
}
