// The app's own texts for the specs: selectors and expectations read the same resources the app
// renders, so a spec runs unchanged in English and in Spanish.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '../../src/i18n/resources';
import { lazyResources } from '../../src/i18n/resources/lazy';

export type Language = 'en' | 'es';
type Vars = Readonly<Record<string, string | number>>;

/** The first-load namespaces and those that load with their page groups. */
const texts = {
  en: { ...resources.en, ...lazyResources.en },
  es: { ...resources.es, ...lazyResources.es },
};

function lookup(tree: unknown, path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  if (typeof found !== 'string') throw new Error(`no text at ${path}`);
  return found;
}

const fill = (template: string, vars: Vars = {}) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) =>
    String(vars[name] ?? `{{${name}}}`),
  );

/** A text of the app in a language: `t('es', 'account.tabs.register')`, `{{vars}}` filled in. */
export const t = (language: Language, path: string, vars?: Vars): string =>
  fill(lookup(texts[language], path), vars);

const MESSAGES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../libs/validation/src/messages',
);

/**
 * A server message of libs/validation (the API answers in the request's language), read from
 * its source: Playwright cannot load the library itself (see docs/decisions/patient-journey.md).
 */
export function serverText(language: Language, key: string): string {
  const source = readFileSync(path.join(MESSAGES, `${language}.ts`), 'utf8');
  const found = new RegExp(`^\\s*'?${key}'?: '((?:[^'\\\\]|\\\\.)*)',$`, 'm').exec(source);
  if (!found?.[1]) throw new Error(`no ${language} message ${key}`);
  return found[1].replace(/\\'/g, "'");
}

/** Every text leaf of a tree, with its path. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The English texts a Spanish page must not show: every English resource whose Spanish differs (the brand reads the same in both), cut at its placeholders into the
 * fixed parts long enough to mean something.
 */
export function englishFragments(): string[] {
  const spanish = new Map(leaves(texts.es));
  const fragments = new Set<string>();
  for (const [key, english] of leaves(texts.en)) {
    if (spanish.get(key) === english) continue;
    for (const part of english.split(/\{\{\s*\w+\s*\}\}|\{\w+\}/)) {
      const fixed = part.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (fixed.length >= 4 && /\s|^\p{Lu}\p{Ll}{3,}$/u.test(fixed)) fragments.add(fixed);
    }
  }
  return [...fragments];
}
