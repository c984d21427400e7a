import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { apiClientAtom } from '../../api/api.state';
import { phaseAtom } from '../../app-state/app-state.state';
import { useLoad } from '../../features/api/use-load';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { outreachBundle } from '../../i18n/bundles/outreach';
import { useNamespace } from '../../i18n/namespaces';
import { fetchTargetedPractice } from './promo-api';
import { useTargetedDisclaimers } from './use-targeted-disclaimers';

/** /ecpmineligible/saps/:sap: the practice's promo-code offer is not open; what to do instead. */
export function EcpmIneligiblePage() {
  const { t } = useNamespace(outreachBundle);
  const api = useAtomValue(apiClientAtom);
  const sap = useParams().sap ?? '';
  const practice = useLoad(() => fetchTargetedPractice(api, sap), sap);
  const found = practice.status === 'ready' ? practice.data : null;
  // Support is not registered during maintenance (the promo pages are).
  const supportOpen = useAtomValue(phaseAtom) !== 'maintenance';
  useTargetedDisclaimers(found?.displayName ?? null);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="ecpmIneligible" />
      {practice.status === 'loading' ? (
        <Loader size="sm" aria-label={t('promo.loading')} />
      ) : (
        <>
          <Text>
            {found
              ? t('promo.ineligible.body', { practice: found.displayName })
              : t('promo.ineligible.bodyUnknown')}
          </Text>
          <Text>{t('promo.ineligible.still')}</Text>
          {found?.schedulerUrl && (
            <Button component="a" href={found.schedulerUrl}>
              {t('promo.ineligible.scheduler', { practice: found.displayName })}
            </Button>
          )}
          <Group gap="md">
            <Anchor component={Link} to="/faq">
              {t('promo.ineligible.faq')}
            </Anchor>
            {supportOpen && (
              <Anchor
                component={Link}
                to={`/escalate?reason=ecp_ineligible&sap=${encodeURIComponent(sap)}`}
              >
                {t('promo.ineligible.support')}
              </Anchor>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
