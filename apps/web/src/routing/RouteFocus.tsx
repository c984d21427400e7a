import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { type PageName } from './route-meta';

/**
 * After a navigation, focus moves to the new page's main heading (or to main) so keyboard and
 * screen-reader users start at the top of the new content; the document title names the page.
 */
export function useRouteFocusAndTitle(page: PageName): void {
  const { t, i18n } = useTranslation(['shell', 'pages']);
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = t('documentTitle', { page: t(`pages:${page}`) });
  }, [t, page, i18n.language]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1');
      // A choice still to make before the page (the cookie banner) comes first in the tab order.
      const choice = document.querySelector<HTMLElement>('[data-focus-first]');
      const target = choice ?? heading ?? main;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
