// Supplies per eye as the purchase form sends them (spec 000 §3), and what they amount to.
import { type ProductCode, type SupplyMonths } from '../catalog/codes';
import { monthsOfSupply } from '../catalog/month-formulas';

export const SUBMISSION_METHODS = ['manual', 'scan'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

export interface Supplies {
  readonly brand_l: ProductCode | null;
  readonly brand_r: ProductCode | null;
  readonly lenses_per_box_l: number | null;
  readonly lenses_per_box_r: number | null;
  readonly boxes_l: number | null;
  readonly boxes_r: number | null;
  /** The months claimed: 3, 6, 9 or 12. */
  readonly supplyLength: SupplyMonths;
  readonly submission_method: SubmissionMethod;
}

export type Eye = 'left' | 'right';

export interface EyeSupply {
  readonly eye: Eye;
  readonly brand: ProductCode;
  readonly lensesPerBox: number;
  readonly boxes: number;
}

const eyeSupply = (
  eye: Eye,
  brand: ProductCode | null,
  lensesPerBox: number | null,
  boxes: number | null,
): EyeSupply[] =>
  brand === null ? [] : [{ eye, brand, lensesPerBox: lensesPerBox ?? 0, boxes: boxes ?? 0 }];

/** The eyes with a brand; an eye without one is not supplied. */
export function eyesOf(s: Supplies): EyeSupply[] {
  return [
    ...eyeSupply('left', s.brand_l, s.lenses_per_box_l, s.boxes_l),
    ...eyeSupply('right', s.brand_r, s.lenses_per_box_r, s.boxes_r),
  ];
}

export function brandsOf(s: Supplies): ProductCode[] {
  return [...new Set(eyesOf(s).map((e) => e.brand))];
}

export const hasBothEyes = (s: Supplies): boolean => eyesOf(s).length === 2;

/** Months the boxes cover: the shorter eye, since both eyes need lenses for the whole period. */
export function suppliedMonths(s: Supplies): number {
  const months = eyesOf(s).map((e) => monthsOfSupply(e.brand, e.lensesPerBox, e.boxes));
  return months.length === 0 ? 0 : Math.min(...months);
}
