import { sameValue } from './same-value';

describe('sameValue', () => {
  it.each([
    [
      'the same object with keys in another order',
      { city: 'Austin', state: 'TX' },
      { state: 'TX', city: 'Austin' },
      true,
    ],
    [
      'nested objects in another order',
      { a: { x: 1, y: [1, 2] } },
      { a: { y: [1, 2], x: 1 } },
      true,
    ],
    ['an undefined key and a missing one', { a: 1, b: undefined }, { a: 1 }, true],
    ['equal primitives', 'x', 'x', true],
    ['different values', { city: 'Austin' }, { city: 'Boston' }, false],
    ['an extra key', { a: 1 }, { a: 1, b: 2 }, false],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['arrays of different length', [1], [1, 1], false],
    ['an array and an object', [1], { 0: 1 }, false],
    ['null and an object', null, {}, false],
    ['a number and its string', 1, '1', false],
  ])('%s', (_, a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
    expect(sameValue(b, a)).toBe(expected);
  });
});
