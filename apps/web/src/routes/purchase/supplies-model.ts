import {
  coveredSupplyLength,
  isProductCode,
  isSupplyMonths,
  MONTH_FORMULA_BY_BRAND,
  passesPurchaseDateMinimum,
  purchaseDateMinimumFor,
  type ProductCode,
  suppliedMonths,
  type SupplyMonths,
} from '@lens/domain';
import { type Supplies } from '@lens/validation';
import { type EyeValues, type SuppliesValues } from '../../features/draft/purchase-draft';

export type EyeKey = 'right' | 'left';
export const EYES: readonly EyeKey[] = ['right', 'left'];

/** How the catalog counts a brand's months: the label kind of its name. */
export const brandKind = (brand: ProductCode) => MONTH_FORMULA_BY_BRAND[brand];

const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

function eyePayload(eye: EyeValues, side: 'l' | 'r') {
  const brand = isProductCode(eye.brand) ? eye.brand : undefined;
  if (!brand) return {};
  return {
    [`brand_${side}`]: brand,
    [`lenses_per_box_${side}`]: numberOf(eye.lensesPerBox),
    [`boxes_${side}`]: numberOf(eye.boxes),
  };
}

/** The form's values as the submit-supplies payload, with the supply length the boxes cover. */
export function suppliesPayload(values: SuppliesValues): Supplies {
  const base = {
    ...eyePayload(values.right, 'r'),
    ...eyePayload(values.left, 'l'),
    submission_method: values.method,
  } as Supplies;
  const months = supplyMonthsOf(base);
  return months === undefined ? base : { ...base, supplyLength: months };
}

/** The supply the entered boxes cover (3, 6, 9 or 12 months), if any. */
export function supplyMonthsOf(supplies: Supplies): SupplyMonths | undefined {
  const months = suppliedMonths({
    brand_l: supplies.brand_l ?? null,
    brand_r: supplies.brand_r ?? null,
    lenses_per_box_l: supplies.lenses_per_box_l ?? null,
    lenses_per_box_r: supplies.lenses_per_box_r ?? null,
    boxes_l: supplies.boxes_l ?? null,
    boxes_r: supplies.boxes_r ?? null,
    supplyLength: 3,
    submission_method: 'manual',
  });
  return months > 0 ? coveredSupplyLength(months) : undefined;
}

/**
 * The first eye whose brand was not yet in the programme on the purchase date for this supply
 * (spec 000 §5: on or before the brand group's minimum is refused), with that minimum.
 */
export function earlyBrand(
  supplies: Supplies,
  purchaseDate: string,
): { eye: EyeKey; minimum: string } | undefined {
  const length = supplies.supplyLength;
  if (!isSupplyMonths(length)) return undefined;
  for (const [eye, brand] of [
    ['right', supplies.brand_r],
    ['left', supplies.brand_l],
  ] as const) {
    if (brand && !passesPurchaseDateMinimum(brand, length, purchaseDate)) {
      return { eye, minimum: purchaseDateMinimumFor(brand, length) ?? purchaseDate };
    }
  }
  return undefined;
}

/** The form field a server error names (`supplies.brand_l` → `left.brand`). */
export function formFieldOf(serverField: string): string {
  const match = /^(?:supplies\.)?(brand|lenses_per_box|boxes)_(l|r)$/.exec(serverField);
  if (!match) return serverField;
  const field = { brand: 'brand', lenses_per_box: 'lensesPerBox', boxes: 'boxes' }[
    match[1] as 'brand'
  ];
  return `${match[2] === 'l' ? 'left' : 'right'}.${field}`;
}
