import { SUB_PHASE_NAMES, type SubPhaseName } from '../time/sub-phases';
import { availableProducts, isProductAvailable, PRODUCT_AVAILABILITY } from './availability';
import { PRODUCT_CODES } from './codes';

const withAut: SubPhaseName[] = ['apr_2025', 'jul_2025', 'julTRA_2025'];

describe('product availability by sub-phase', () => {
  it.each(SUB_PHASE_NAMES)('%s', (name) => {
    expect(isProductAvailable('AUT', name)).toBe(withAut.includes(name));
    expect(isProductAvailable('TRA', name)).toBe(name === 'julTRA_2025');
    for (const brand of PRODUCT_CODES.filter((b) => b !== 'AUT' && b !== 'TRA')) {
      expect(isProductAvailable(brand, name)).toBe(true);
    }
    expect(PRODUCT_AVAILABILITY[name]).toEqual(availableProducts(name));
  });

  it('grows from 13 to 15 products', () => {
    expect(PRODUCT_AVAILABILITY.jan_2025).toHaveLength(13);
    expect(PRODUCT_AVAILABILITY.apr_2025).toHaveLength(14);
    expect(PRODUCT_AVAILABILITY.julTRA_2025).toHaveLength(15);
  });
});
