import { Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { estimatorBundle } from '../../i18n/bundles/estimator';
import { useNamespace } from '../../i18n/namespaces';
import { AppModal } from '../../modals/AppModal';
import { type ModalComponentProps } from '../../modals/modal-registry';
import { useModals } from '../../modals/use-modals';
import { EstimatorForm } from './EstimatorForm';
import { choosePracticeAtom, estimatorAtom } from './estimator.state';

/**
 * The reward estimator modal (spec 000 §2): the estimator's questions over any page; the practice
 * is chosen in the eye care provider search modal, on top of it.
 */
export function RewardEstimatorModal({ close }: ModalComponentProps<'rewardEstimator'>) {
  const { t } = useNamespace(estimatorBundle);
  const navigate = useNavigate();
  const { open } = useModals();
  const { ecp } = useAtomValue(estimatorAtom);
  const choosePractice = useSetAtom(choosePracticeAtom);
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const choose = () =>
    open('ecpSearch', {
      selectedSap: ecp?.sap ?? null,
      onSelect: ({ sap, display_name, city, state, preferredActive }) =>
        choosePractice({ sap, display_name, city, state, preferredActive }),
      // A doctor who is not listed earns no preferred bonus: the estimate goes on without one.
      onNotListed: () => {
        choosePractice(null);
        open('generalMessage', {
          headline: t('ecpSearch.notListedTitle'),
          body: t('ecpSearch.notListedBody'),
        });
      },
    });
  return (
    <AppModal title={t('modal.title')} onClose={close} size="lg">
      <Text mb="md">{t('intro')}</Text>
      <EstimatorForm onChoosePractice={choose} onSeeResults={() => go('/estimator_results')} />
    </AppModal>
  );
}
