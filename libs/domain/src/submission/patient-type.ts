// The patient type of an entry (spec 000 §3: new_acuvue means a first-time wearer). The purchase
// form does not ask, so it is read from the patient's own history in the programme.
import { type PatientType, type ProductCode } from '../catalog/codes';

export interface EarlierEntry {
  readonly brands: readonly ProductCode[];
}

/**
 * No earlier confirmed entry: a first-time wearer (new_acuvue). An earlier entry with one of these
 * brands: a current wearer. Earlier entries of other brands only: a new product.
 */
export function patientTypeOf(
  earlier: readonly EarlierEntry[],
  brands: readonly ProductCode[],
): PatientType {
  if (earlier.length === 0) return 'new_acuvue';
  const worn = new Set(earlier.flatMap((entry) => entry.brands));
  return brands.some((brand) => worn.has(brand)) ? 'current_wearer' : 'new_product';
}
