import { coveredSupplyLength, isSupplyLength } from './supply-claim';

describe('claimed supply length from the boxes', () => {
  it.each([
    [12, 12],
    [11, 12],
    [10.5, 9],
    [6, 6],
    [2, 3],
    [1.5, undefined],
    [0, undefined],
  ] as const)('%d months supplied claim %s', (supplied, claim) => {
    expect(coveredSupplyLength(supplied)).toBe(claim);
  });

  it('knows the supply lengths', () => {
    expect([3, 6, 9, 12].every(isSupplyLength)).toBe(true);
    expect([1, 5, '12', null].some(isSupplyLength)).toBe(false);
  });
});
