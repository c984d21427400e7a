import { adminEs } from '../admin/i18n/es';
import { resources } from './resources';
import { lazyResources } from './resources/lazy';

/** Every text of a resource tree. */
const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(texts)
      : [];

/**
 * docs/spanish-glossary.md: the words that name something the glossary names otherwise. "Envío"
 * stays for mailing ("envío por correo", "envío de tarjetas"); an entry is never "un envío".
 */
const NOT = [
  /\b(mi|tu|tus|un|el|los|cada|su|sus) envíos?\b/i,
  /\boculista/i,
  /\bpanel\b/i,
  /\blentillas\b/i,
  /\bcupón/i,
];

describe('one Spanish glossary everywhere (docs/spanish-glossary.md, issue 29)', () => {
  it('uses none of the words the glossary replaces, in the app or the back office', () => {
    const spanish = [...texts(resources.es), ...texts(lazyResources.es), ...texts(adminEs)];
    expect(spanish.length).toBeGreaterThan(500);
    expect(spanish.filter((text) => NOT.some((word) => word.test(text)))).toEqual([]);
  });
});
