import { Anchor, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { choosePracticeAtom, estimatorAtom } from '../../features/estimator/estimator.state';
import { DEFAULT_ESTIMATOR_RADIUS } from '../../config/constants';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { PracticeSearchPanel } from '../../features/practice-search/PracticeSearchPanel';
import { type PracticeListItem } from '../../features/practice-search/practices-api';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useNamespace } from '../../i18n/namespaces';
import { useModals } from '../../modals/use-modals';
import { impersonatorAtom } from '../../session/session.state';

/**
 * /estimator_ecp_search: the practice search panel in estimator page mode (spec 000 §4):
 * choosing a practice stores it and goes back to /reward_estimator.
 */
export function EstimatorEcpSearchPage() {
  const { t } = useNamespace(estimatorBundle);
  const navigate = useNavigate();
  const { open } = useModals();
  const { ecp } = useAtomValue(estimatorAtom);
  const choosePractice = useSetAtom(choosePracticeAtom);
  const impersonating = useAtomValue(impersonatorAtom) !== null;

  const select = (practice: PracticeListItem) => {
    const { sap, display_name, city, state, preferredActive } = practice;
    choosePractice({ sap, display_name, city, state, preferredActive });
    void navigate('/reward_estimator');
  };

  // A doctor who is not listed earns no preferred bonus: the estimate goes on without a practice.
  const notListed = () => {
    choosePractice(null);
    open('generalMessage', {
      headline: t('ecpSearch.notListedTitle'),
      body: t('ecpSearch.notListedBody'),
      cta: { label: t('ecpSearch.skip'), to: '/reward_estimator' },
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="estimatorEcpSearch" />
        <Text>{t('ecpSearch.intro')}</Text>
      </Stack>
      <PracticeSearchPanel
        selectedSap={ecp?.sap ?? null}
        onSelect={select}
        onNotListed={notListed}
        impersonating={impersonating}
        askLocation={false}
        initialRadius={DEFAULT_ESTIMATOR_RADIUS}
      />
      <Anchor component={Link} to="/reward_estimator">
        {t('ecpSearch.skip')}
      </Anchor>
    </Stack>
  );
}
