import { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type LazyNamespace, type LazyResources } from './resources/lazy-types';
import { type Translation } from './resources/translation';

/**
 * A namespace that ships with its page group instead of the first load: the English source and
 * the Spanish translation (typed to the same shape), added to i18next when a page first uses it.
 */
export interface NamespaceBundle<N extends LazyNamespace> {
  readonly ns: N;
  readonly en: LazyResources[N];
  readonly es: Translation<LazyResources[N]>;
}

/** Adds a bundle to an i18next instance once per language (idempotent, synchronous). */
export function addBundle<N extends LazyNamespace>(
  instance: i18n,
  bundle: NamespaceBundle<N>,
): void {
  for (const language of ['en', 'es'] as const) {
    if (!instance.hasResourceBundle(language, bundle.ns))
      instance.addResourceBundle(language, bundle.ns, bundle[language]);
  }
}

/** `useTranslation` for a page-group namespace: its texts are added before the first `t`. */
export function useNamespace<N extends LazyNamespace>(bundle: NamespaceBundle<N>) {
  const { i18n: instance } = useTranslation();
  addBundle(instance, bundle);
  return useTranslation(bundle.ns);
}
