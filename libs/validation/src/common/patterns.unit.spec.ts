import { orBlank, PATTERNS, SEARCHES } from './patterns';

const QUANTIFIER = /^(?:[*+]|\{\d+,\d*\})/;

/** The quantifier at `source[i]`, if any: *, +, {n,} or {n,m}; `?` and {n} never repeat a group. */
function repeatingQuantifierAt(source: string, i: number): boolean {
  const match = QUANTIFIER.exec(source.slice(i));
  if (!match) return false;
  const bounds = /\{(\d+),(\d*)\}/.exec(match[0]);
  return bounds === null || bounds[2] === '' || Number(bounds[2]) > 1;
}

/**
 * True when a group that contains a repeating quantifier is itself repeated: the shape behind
 * catastrophic backtracking, e.g. (a+)+ or (\w+\s?)*.
 */
function hasNestedQuantifier(source: string): boolean {
  const groups: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') {
      i += 1;
      if (repeatingQuantifierAt(source, i + 1) && groups.length > 0)
        groups[groups.length - 1] = true;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        if (repeatingQuantifierAt(source, i + 1) && groups.length > 0)
          groups[groups.length - 1] = true;
      }
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') groups.push(false);
    else if (c === ')') {
      const innerRepeats = groups.pop() ?? false;
      const repeated = repeatingQuantifierAt(source, i + 1);
      if (innerRepeats && repeated) return true;
      if ((innerRepeats || repeated) && groups.length > 0) groups[groups.length - 1] = true;
    } else if (repeatingQuantifierAt(source, i + 1) && groups.length > 0) {
      groups[groups.length - 1] = true;
    }
  }
  return false;
}

describe('the linear-time audit itself', () => {
  it.each([/^(a+)+$/, /^(?:\w+\s?)*$/, /^([a-z]*,)*$/, /^(?:(?:ab)+c)*$/, /^(?:[a-z]{2,}-)+$/])(
    'flags the catastrophic shape %s',
    (pattern) => {
      expect(hasNestedQuantifier(pattern.source)).toBe(true);
    },
  );

  it.each([/^\d{5}(?:-\d{4})?$/, /^(?:a|b)+$/, /^[a-z(]+$/, /^\(?\d{3}\)?$/])(
    'passes %s',
    (pattern) => {
      expect(hasNestedQuantifier(pattern.source)).toBe(false);
    },
  );
});

describe.each(Object.entries(PATTERNS))('pattern %s', (_name, pattern) => {
  it('is anchored at both ends', () => {
    expect(pattern.source.startsWith('^')).toBe(true);
    expect(pattern.source.endsWith('$')).toBe(true);
  });

  it('has no nested repeating quantifier, also when blank is allowed', () => {
    expect(hasNestedQuantifier(pattern.source)).toBe(false);
    expect(hasNestedQuantifier(orBlank(pattern).source)).toBe(false);
  });

  it('is stateless (no g or y flag)', () => {
    expect(pattern.global || pattern.sticky).toBe(false);
  });

  it('answers 100 kB adversarial inputs at once (linear time)', () => {
    for (const input of ['a', '1', '-', '@', '.', ' ', '\t', 'a1', 'a '].map(
      (s) => s.repeat(50_000) + '\u0000',
    )) {
      const started = performance.now();
      pattern.test(input);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});

describe.each(Object.entries(SEARCHES))('search %s', (_name, search) => {
  it('is a single character class without a quantifier', () => {
    expect(search.source).toMatch(/^(?:\[[^\]]+\]|\\p\{L\})$/);
  });
});

describe('orBlank', () => {
  it('adds the empty string and keeps the rest of the pattern', () => {
    const blankOrZip = orBlank(PATTERNS.zip5);
    expect(blankOrZip.test('')).toBe(true);
    expect(blankOrZip.test('12345')).toBe(true);
    expect(blankOrZip.test('1234')).toBe(false);
    expect(orBlank(PATTERNS.name).flags).toBe('u');
  });
});
