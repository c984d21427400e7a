import {
  type ProductCode,
  type Supplies,
  type SupplyMonths,
  coveredSupplyLength,
  isSupplyLength,
  suppliedMonths,
} from '@lens/domain';
import type { Supplies as SuppliesForm } from '@lens/validation';
import { Failure } from '../../platform/http/failure';

/**
 * The form's supplies as the domain takes them. An eye without a brand was not bought. A claim
 * must be 3, 6, 9 or 12 months; without one the boxes say (the longest length they cover).
 */
export function domainSupplies(form: SuppliesForm): Supplies {
  const eye = (brand: ProductCode | undefined, lenses?: number, boxes?: number) =>
    brand
      ? { brand, lenses: lenses ?? null, boxes: boxes ?? null }
      : { brand: null, lenses: null, boxes: null };
  const left = eye(form.brand_l, form.lenses_per_box_l, form.boxes_l);
  const right = eye(form.brand_r, form.lenses_per_box_r, form.boxes_r);
  const unclaimed: Supplies = {
    brand_l: left.brand,
    brand_r: right.brand,
    lenses_per_box_l: left.lenses,
    lenses_per_box_r: right.lenses,
    boxes_l: left.boxes,
    boxes_r: right.boxes,
    supplyLength: 3,
    submission_method: form.submission_method ?? 'manual',
  };
  if (form.supplyLength !== undefined && !isSupplyLength(form.supplyLength))
    throw new Failure('SUPPLY_LENGTH_INVALID', 'supplies.supplyLength');
  const claim: SupplyMonths =
    form.supplyLength ?? coveredSupplyLength(suppliedMonths(unclaimed)) ?? 3;
  return { ...unclaimed, supplyLength: claim };
}
