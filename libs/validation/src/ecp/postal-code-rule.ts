import { isPostalCodeOf } from '../common/address';
import { textOf, type CrossFieldRule } from '../common/cross-field';

/** A CA row needs a Canadian postal code, any other a ZIP / ZIP+4. */
export function postalCodeMatchesCountry(postalField: string): CrossFieldRule {
  return (fields) => {
    const postalCode = textOf(fields[postalField]);
    if (postalCode === undefined || isPostalCodeOf(fields['country'], postalCode)) return [];
    return [{ path: [postalField], key: 'invalid postal code for country', code: 'VALIDATION' }];
  };
}
