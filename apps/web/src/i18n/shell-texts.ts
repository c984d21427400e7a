import { type Language } from '@lens/domain';
import { type i18n } from 'i18next';
import { loadChunk } from '../routing/chunk-errors';
import { type en } from './resources/en';
import { type Translation } from './resources/translation';

/** The namespaces every page may use; `common` is the default. Page groups bring their own. */
export const NAMESPACES = ['common', 'shell', 'modals', 'pages', 'errors'] as const;

/** One language's texts of those namespaces (the English source's shape). */
export type ShellTexts = Translation<typeof en>;

// One chunk per language: a visitor loads the texts of the language the page shows, and the
// other's only if they switch to it.
const loaders: Record<Language, () => Promise<ShellTexts>> = {
  en: () => import('./resources/en').then((module) => module.en),
  es: () => import('./resources/es').then((module) => module.es),
};

const loading = new WeakMap<i18n, Map<Language, Promise<void>>>();

/** Adds a language's shell texts to the instance once (at once when it has them already). */
export function loadShellTexts(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return Promise.resolve();
  const pending = loading.get(instance) ?? new Map<Language, Promise<void>>();
  loading.set(instance, pending);
  let load = pending.get(language);
  if (!load) {
    // Like a page group: a ChunkLoadError when it fails or has not loaded within the timeout.
    load = loadChunk(`texts-${language}`, loaders[language]).then(
      (texts) => {
        for (const ns of NAMESPACES) instance.addResourceBundle(language, ns, texts[ns]);
      },
      (error: unknown) => {
        pending.delete(language); // a failed chunk may load on the next try
        throw error;
      },
    );
    pending.set(language, load);
  }
  return load;
}
