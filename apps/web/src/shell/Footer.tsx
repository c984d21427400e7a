import { Anchor, Box, Button, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { DEFAULT_SUBMISSION_WINDOW_DAYS, subPhaseAt } from '@lens/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { appStateAtom, todayAtom } from '../app-state/app-state.state';
import { HELP_POPUP } from '../config/constants';
import { isPromoCodeHost } from '../config/hosts';
import { hostnameAtom, inIframeAtom } from '../environment/environment.state';
import { useFormat } from '../i18n/format';
import { languageAtom } from '../language/language.state';
import { useModals } from '../modals/use-modals';
import { type RouteMeta } from '../routing/route-meta';
import { affiliateExitUrl } from '../features/tracking/affiliate-exit';
import { isSignedInAtom } from '../session/session.state';
import { useSignOut } from '../session/use-sign-out';
import { analyticsAllowedAtom, cookieChoiceReopenedAtom } from './cookie-consent.state';
import { pageDisclaimersAtom } from './page-disclaimers';

/** Opens the FAQ in a 768 × 600 popup; without popups the link simply navigates. */
function openFaqPopup(event: MouseEvent<HTMLAnchorElement>) {
  const popup = window.open(
    event.currentTarget.href,
    'lens-rewards-faq',
    `width=${HELP_POPUP.width},height=${HELP_POPUP.height},resizable=yes,scrollbars=yes`,
  );
  if (popup) {
    event.preventDefault();
    popup.opener = null;
  }
}

function Disclaimers({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const appState = useAtomValue(appStateAtom);
  const today = useAtomValue(todayAtom);
  // The offer in force on the app's clock today (the page may stay open across a sub-phase's end).
  const subPhase = appState ? subPhaseAt(today) : undefined;
  const days = appState?.submissionWindowDays ?? DEFAULT_SUBMISSION_WINDOW_DAYS;
  const year = today.slice(0, 4);
  const pageDisclaimers = useAtomValue(pageDisclaimersAtom);
  return (
    <Stack gap={4} component="section" aria-label={t('footer.disclaimers')}>
      {subPhase && (
        <Text size="xs" c="gray.8">
          {t('footer.subPhase', {
            start: format.date(subPhase.start),
            end: format.date(subPhase.end),
            max: format.money(subPhase.max_reward),
            days,
          })}
        </Text>
      )}
      {meta?.disclaimers?.map((key) => (
        <Text size="xs" c="gray.8" key={key}>
          {t(`footer.${key}`)}
        </Text>
      ))}
      {pageDisclaimers.map((text) => (
        <Text size="xs" c="gray.8" key={text}>
          {text}
        </Text>
      ))}
      <Text size="xs" c="gray.8">
        {t('footer.copyright', { year })}
      </Text>
    </Stack>
  );
}

/**
 * Footer (spec 000 §2): language toggle (not on escalate pages), reward terms, the FAQ popup,
 * the safety-information affiliate link (not inside an iframe), "Cookie settings" (reopens the
 * cookie choice), disclaimers, and logout for a signed-in visitor (not on the promo-code hosts),
 * which returns to /login.
 */
export function Footer({ meta }: { meta: RouteMeta | undefined }) {
  const { t } = useTranslation(['shell', 'common']);
  const { open } = useModals();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const inIframe = useAtomValue(inIframeAtom);
  const hostname = useAtomValue(hostnameAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const affiliateId = useAtomValue(appStateAtom)?.affiliateId ?? '';
  const analyticsAllowed = useAtomValue(analyticsAllowedAtom);
  const reopenCookieChoice = useSetAtom(cookieChoiceReopenedAtom);
  const signOut = useSignOut();

  const leave = async () => {
    await signOut();
    void navigate('/login');
  };

  // Room below the links for the floating Questions button, so it never covers them.
  const questionsButton = signedIn && !meta?.noQuestions;
  return (
    <Box component="footer" mt="xl" pt="lg" pb={questionsButton ? 88 : 'lg'} bg="gray.0">
      <Container size="md">
        <Stack gap="md">
          <Group component="nav" aria-label={t('footer.label')} gap="md" wrap="wrap">
            {!meta?.noLanguageToggle && (
              <Button
                variant="subtle"
                size="compact-md"
                leftSection={<IconLanguage aria-hidden size={18} />}
                onClick={() => open('languageToggle')}
              >
                {t('footer.language', { language: t(`common:languageName.${language}`) })}
              </Button>
            )}
            <Anchor component={Link} to="/terms-and-conditions">
              {t('footer.rewardTerms')}
            </Anchor>
            <Anchor href="/faq" target="_blank" onClick={openFaqPopup}>
              {t('footer.faq')} <VisuallyHidden>{t('common:opensInNewWindow')}</VisuallyHidden>
            </Anchor>
            {!inIframe && (
              <Anchor
                href={affiliateExitUrl(affiliateId, analyticsAllowed)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('footer.safetyInformation')}{' '}
                <VisuallyHidden>{t('common:opensInNewWindow')}</VisuallyHidden>
              </Anchor>
            )}
            <Anchor component="button" type="button" onClick={() => reopenCookieChoice(true)}>
              {t('cookies.settings')}
            </Anchor>
            {signedIn && !isPromoCodeHost(hostname) && (
              <Anchor component="button" type="button" onClick={() => void leave()}>
                {t('footer.logout')}
              </Anchor>
            )}
          </Group>
          <Disclaimers meta={meta} />
        </Stack>
      </Container>
    </Box>
  );
}
