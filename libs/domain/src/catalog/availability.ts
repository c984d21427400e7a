// Spec 000 §9: products offered per sub-phase. apr_2025 adds AUT and julTRA_2025 adds TRA;
// a product once added stays in the later sub-phases.
import { PRODUCT_CODES, type ProductCode } from './codes';
import { SUB_PHASE_NAMES, type SubPhaseName } from '../time/sub-phases';

const ADDED_IN: Readonly<Partial<Record<ProductCode, SubPhaseName>>> = {
  AUT: 'apr_2025',
  TRA: 'julTRA_2025',
};

const order = (name: SubPhaseName): number => SUB_PHASE_NAMES.indexOf(name);

export function isProductAvailable(brand: ProductCode, subPhase: SubPhaseName): boolean {
  const addedIn = ADDED_IN[brand];
  return addedIn === undefined || order(subPhase) >= order(addedIn);
}

export function availableProducts(subPhase: SubPhaseName): readonly ProductCode[] {
  return PRODUCT_CODES.filter((brand) => isProductAvailable(brand, subPhase));
}

export const PRODUCT_AVAILABILITY: Readonly<Record<SubPhaseName, readonly ProductCode[]>> =
  Object.fromEntries(SUB_PHASE_NAMES.map((name) => [name, availableProducts(name)])) as Record<
    SubPhaseName,
    readonly ProductCode[]
  >;
