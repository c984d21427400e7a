// Through the package's index: the list is part of @lens/domain's public API.
import { isUsStateCode, US_STATE_CODES, US_STATES } from '../index';

describe('US states list (spec 000 §9: the 50 states plus DC)', () => {
  it('has the 50 states and DC, each once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(51);
    expect(US_STATES.filter((state) => state.code === 'DC')).toEqual([
      { code: 'DC', name: 'District of Columbia' },
    ]);
  });

  it('names each by its two-letter postal code, in the order of the names', () => {
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('leaves out territories and anything else', () => {
    expect(US_STATE_CODES).toEqual(expect.arrayContaining(['AK', 'HI', 'TX', 'WY']));
    for (const other of ['PR', 'GU', 'VI', 'AS', 'MP', 'tx', 'XX', '', null]) {
      expect(isUsStateCode(other)).toBe(false);
    }
    expect(isUsStateCode('TX')).toBe(true);
  });
});
