import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { EstimatorForm } from '../../features/estimator/EstimatorForm';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useNamespace } from '../../i18n/namespaces';

/** /reward_estimator (spec 000 §2, §4): practice, patient, brand, supply, and the estimate. */
export function RewardEstimatorPage() {
  const { t } = useNamespace(estimatorBundle);
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <PageTitle page="rewardEstimator" />
        <Text>{t('intro')}</Text>
      </Stack>
      <EstimatorForm
        onChoosePractice={() => void navigate('/estimator_ecp_search')}
        onSeeResults={() => void navigate('/estimator_results')}
      />
    </Stack>
  );
}
