import { resources } from './resources';
import { lazyResources } from './resources/lazy';

/** Every leaf of a resource tree as `namespace.path.to.key` → text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'object' && value !== null)
      for (const [p, v] of leaves(value as object, path)) found.set(p, v);
    else found.set(path, `<${typeof value}>`);
  }
  return found;
}

/**
 * Texts allowed to read the same in both languages: the programme's brand name and the things
 * built from it alone. Keep this short; anything else the same in Spanish is untranslated.
 */
const SAME_IN_BOTH = new Set([
  'common.appName', // brand: Lens Rewards
  'shell.documentTitle', // "{{page}} | Lens Rewards"
]);

// The first-load namespaces and those that load with their page group.
const en = leaves({ ...resources.en, ...lazyResources.en });
const es = leaves({ ...resources.es, ...lazyResources.es });
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('i18n resources (English and Spanish)', () => {
  it('has every English key in Spanish', () => {
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
  });

  it('has no Spanish key that English lacks', () => {
    expect([...es.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...en, ...es].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('translates every text (Spanish differs from English) except the listed brand texts', () => {
    const same = [...en].filter(([key, text]) => es.get(key) === text && !SAME_IN_BOTH.has(key));
    expect(same.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('lists no brand exception that is not needed any more', () => {
    expect([...SAME_IN_BOTH].filter((key) => es.get(key) !== en.get(key))).toEqual([]);
  });

  it('keeps the same {{placeholders}} in both languages', () => {
    const mismatched = [...en]
      .filter(
        ([key, text]) =>
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(es.get(key) ?? '')),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('keeps the specification’s generic error texts', () => {
    expect(en.get('modals.genericError.headline')).toBe('An unexpected error occurred.');
    expect(en.get('modals.genericError.body')).toBe('Please try again later.');
  });
});
