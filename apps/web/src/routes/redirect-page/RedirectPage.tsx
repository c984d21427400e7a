import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { appStateAtom } from '../../app-state/app-state.state';
import { REDIRECT_PAGE_DELAY_MS } from '../../config/constants';
import { isProductionHost } from '../../config/hosts';
import { hostnameAtom } from '../../environment/environment.state';
import { leaveTo } from '../../features/page-kit/leave-app';
import { affiliateExitUrl } from '../../features/tracking/affiliate-exit';
import { analyticsAllowedAtom } from '../../shell/cookie-consent.state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { useCountdown } from '../../features/page-kit/use-countdown';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';

/**
 * /redirect-page (spec 000 §2): on a production host, after 3 seconds, the affiliate exit link.
 * Elsewhere (demos, tests) the page explains and offers the link and sign-in instead.
 */
export function RedirectPage() {
  const { t } = useNamespace(phasesBundle);
  const production = isProductionHost(useAtomValue(hostnameAtom));
  const exit = affiliateExitUrl(
    useAtomValue(appStateAtom)?.affiliateId ?? '',
    useAtomValue(analyticsAllowedAtom),
  );
  const left = useCountdown(REDIRECT_PAGE_DELAY_MS, production, () =>
    leaveTo(exit, { replace: true }),
  );
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="redirectPage" />
      <Text>{t('redirect.body')}</Text>
      {production ? (
        <Text role="status">{t('redirect.countdown', { count: left })}</Text>
      ) : (
        <Text>{t('redirect.notProduction')}</Text>
      )}
      <Button component="a" href={exit}>
        {t('redirect.continue')}
      </Button>
      {!production && (
        <Anchor component={Link} to="/login">
          {t('redirect.signIn')}
        </Anchor>
      )}
    </Stack>
  );
}
