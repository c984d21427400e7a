import { ADMIN_NS, adminResources, createAdminI18n } from './admin-i18n';

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

/** The instance's `t`, untyped: the global key types belong to the patient app. */
const tIn = (language: 'en' | 'es') =>
  createAdminI18n(language).t as unknown as (key: string, options: object) => string;

describe('back office counts (i18next plurals, issue 29)', () => {
  it.each([
    ['en', 1, '1 e-mail queued.'],
    ['en', 2, '2 e-mails queued.'],
    ['es', 1, '1 correo en cola.'],
    ['es', 3, '3 correos en cola.'],
  ] as const)('%s, %d: "%s"', (language, count, text) => {
    expect(tIn(language)('exports.queued', { ns: ADMIN_NS, count })).toBe(text);
  });

  it('says every count in the singular for one', () => {
    const one = tIn('en');
    for (const [key, values] of [
      ['entry.months', {}],
      ['exports.rowsDownloaded', {}],
      ['finance.totals', { value: '$5.00' }],
      ['finance.supportSaved', { jira: 'LR-1', value: '$5.00' }],
      ['optIns.exported', { id: 'x' }],
    ] as const)
      expect(one(key, { ns: ADMIN_NS, count: 1, ...values })).not.toMatch(
        /\b1 (months|rows|lines|invoice lines)\b/,
      );
  });
});
