import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { appStateAtom } from '../../app-state/app-state.state';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { termsBundle } from '../../i18n/bundles/terms';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';
import { currentOffer, termsDocument } from './terms-document';
import { PreferredTerms, RewardTerms, TermsVersions } from './TermsParts';

/**
 * Terms (spec 000 §2): /terms-and-conditions (alias /rewardsterms), ?doc=preferred (alias
 * /preferredrewardsterms) and /terms-and-conditions/:version, in any phase and in maintenance.
 * Sample programme content; amounts and dates come from the offer period itself.
 */
export function TermsPage() {
  const { t } = useNamespace(termsBundle);
  const format = useFormat();
  const { pathname } = useLocation();
  const { version } = useParams();
  const [params] = useSearchParams();
  const appState = useAtomValue(appStateAtom);
  const current = currentOffer(appState?.subPhase?.name, appState?.now.slice(0, 10) ?? '');
  const document = termsDocument({ pathname, doc: params.get('doc'), version }, current);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="terms" />
        <Text size="sm" c="gray.8">
          {t('sample')}
        </Text>
      </Stack>
      {document.kind === 'unknown' ? (
        <Stack gap="xs">
          <Title order={2}>{t('unknownVersion.heading')}</Title>
          <Text>{t('unknownVersion.body', { version: document.version })}</Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Title order={2}>
            {document.kind === 'preferred' ? t('preferred.title') : t('rewardsLink')}
          </Title>
          <Text fw={600}>
            {t('version', {
              start: format.date(document.subPhase.start),
              end: format.date(document.subPhase.end),
            })}
          </Text>
          {document.kind === 'rewards' && !document.current && (
            <Alert color="yellow">
              {t('earlier')}{' '}
              <Anchor component={Link} to="/terms-and-conditions">
                {t('currentLink')}
              </Anchor>
            </Alert>
          )}
          {document.kind === 'preferred' ? (
            <PreferredTerms subPhase={document.subPhase} />
          ) : (
            <RewardTerms subPhase={document.subPhase} />
          )}
        </Stack>
      )}
      <Group gap="md" component="nav" aria-label={t('versions')}>
        <Anchor component={Link} to="/terms-and-conditions">
          {t('rewardsLink')}
        </Anchor>
        <Anchor component={Link} to="/terms-and-conditions?doc=preferred">
          {t('preferredLink')}
        </Anchor>
        <Anchor component={Link} to="/expressrewardsterms">
          {t('expressLink')}
        </Anchor>
      </Group>
      <TermsVersions current={document.kind === 'rewards' ? document.subPhase.name : ''} />
    </Stack>
  );
}
