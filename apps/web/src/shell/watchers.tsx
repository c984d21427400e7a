import { useMediaQuery } from '@mantine/hooks';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_MAX_WIDTH } from '../config/constants';
import { loadShellTexts } from '../i18n/shell-texts';
import { channelAtom } from '../environment/environment.state';
import { languageAtom } from '../language/language.state';
import { closeAllModalsAtom, openModalAtom } from '../modals/modal.state';
import { sessionStatusAtom } from '../session/session.state';

/** Channel `m` under 768 px wide, else `def`, as the viewport changes. */
export function ChannelWatcher() {
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const setChannel = useSetAtom(channelAtom);
  useEffect(() => {
    if (phone !== undefined) setChannel(phone ? 'm' : 'def');
  }, [phone, setChannel]);
  return null;
}

/**
 * i18next and the document's `lang` follow the language atom, once the language's texts are
 * there (a language first chosen now loads its texts first; the page shows the other till then).
 */
export function LanguageSync() {
  const language = useAtomValue(languageAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    const show = () => {
      if (!current) return;
      if (i18n.language !== language) void i18n.changeLanguage(language);
      document.documentElement.lang = language;
    };
    if (i18n.hasResourceBundle(language, 'common')) show();
    else
      loadShellTexts(i18n, language).then(show, (error: unknown) =>
        console.error(`the ${language} texts did not load`, error),
      );
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return null;
}

/**
 * Session expiry (spec 000 §4): when the token's time is up, every other modal closes and the
 * session-expired modal opens; dismissing it logs out and goes to /.
 */
export function SessionWatcher() {
  const status = useAtomValue(sessionStatusAtom);
  const closeAll = useSetAtom(closeAllModalsAtom);
  const open = useSetAtom(openModalAtom);
  useEffect(() => {
    if (status !== 'expired') return;
    closeAll({ except: 'sessionExpired' });
    open({ name: 'sessionExpired', props: {} });
  }, [status, closeAll, open]);
  return null;
}
