import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type RouteMeta } from './route-meta';

/** The document's `<meta name=…>` element, added to the head when missing. */
function metaElement(name: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (existing) return existing;
  const element = document.createElement('meta');
  element.name = name;
  document.head.append(element);
  return element;
}

/**
 * What search engines read of the page: the description in the page's language, and `noindex`
 * on every page behind sign-in (robots.txt keeps crawlers off them too).
 */
export function useDocumentMeta(meta: RouteMeta | undefined): void {
  const { t, i18n } = useTranslation('shell');
  const signedInPage = meta !== undefined && !meta.public;

  useEffect(() => {
    metaElement('description').content = t('description');
  }, [t, i18n.language]);

  useEffect(() => {
    if (!signedInPage) return;
    const robots = metaElement('robots');
    robots.content = 'noindex';
    return () => robots.remove();
  }, [signedInPage]);
}
