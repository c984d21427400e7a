import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useNamespace } from '../../i18n/namespaces';
import { AppModal } from '../../modals/AppModal';
import { type ModalComponentProps } from '../../modals/modal-registry';
import { EstimatorForm } from './EstimatorForm';

/** The reward estimator modal (spec 000 §2): the estimator's questions over any page. */
export function RewardEstimatorModal({ close }: ModalComponentProps<'rewardEstimator'>) {
  const { t } = useNamespace(estimatorBundle);
  const navigate = useNavigate();
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  return (
    <AppModal title={t('modal.title')} onClose={close} size="lg">
      <Text mb="md">{t('intro')}</Text>
      <EstimatorForm
        onChoosePractice={() => go('/estimator_ecp_search')}
        onSeeResults={() => go('/estimator_results')}
      />
    </AppModal>
  );
}
