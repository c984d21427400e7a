import { patientTypeOf } from './patient-type';

describe('patient type from the patient’s earlier entries', () => {
  it.each([
    ['no earlier entry', [], ['1OH'], 'new_acuvue'],
    ['an earlier entry of the same brand', [{ brands: ['1OH'] }], ['1OH'], 'current_wearer'],
    ['one eye of a brand worn before', [{ brands: ['TAS'] }], ['1OH', 'TAS'], 'current_wearer'],
    ['earlier entries of other brands only', [{ brands: ['TAS'] }], ['1OH'], 'new_product'],
  ] as const)('%s: %s', (_label, earlier, brands, expected) => {
    expect(patientTypeOf(earlier, brands)).toBe(expected);
  });
});
