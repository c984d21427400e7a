import { adminResources } from './admin-i18n';

/** Every leaf of a resource tree as `path.to.key` → text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value as object, path)) found.set(p, v);
  }
  return found;
}

const en = leaves(adminResources.en);
const es = leaves(adminResources.es);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
// Codes and words that read the same in both languages.
const SAME = new Set([
  'entries.sap',
  'profile.sap',
  'promotions.practices.sap',
  'finance.columns.jira',
  'common.no',
]);

describe('back office texts (English and Spanish)', () => {
  it('has the same keys in both languages', () => {
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
    expect([...es.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('has no empty text and translates every text', () => {
    expect([...en, ...es].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    expect(
      [...en].filter(([key, text]) => es.get(key) === text && !SAME.has(key)).map(([key]) => key),
    ).toEqual([]);
  });

  it('keeps the same {{placeholders}}', () => {
    const mismatched = [...en].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(es.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
