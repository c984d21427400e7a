import { Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { DEFAULT_ESTIMATOR_RADIUS } from '../../config/constants';
import { PracticeSearchPanel } from '../../features/practice-search/PracticeSearchPanel';
import { type PracticeListItem } from '../../features/practice-search/practices-api';
import { usePatientsTranslation } from '../../features/texts/use-patients-translation';
import { impersonatorAtom } from '../../session/session.state';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';

/**
 * Eye care provider search (spec 000 §2 modal list; §4 practice select "in modal mode"): the
 * practice search panel over the page (the estimator's: its default radius); choosing a practice closes it and hands the practice,
 * with its preferredActive, to whoever opened it.
 */
export function EcpSearchModal({ props, close }: ModalComponentProps<'ecpSearch'>) {
  const { t } = usePatientsTranslation('patients');
  const impersonating = useAtomValue(impersonatorAtom) !== null;
  const select = (practice: PracticeListItem) => {
    close();
    props.onSelect(practice);
  };
  const notListed = () => {
    close();
    props.onNotListed();
  };
  return (
    <AppModal title={t('search.modalTitle')} onClose={close} size="lg">
      <Text mb="md">{t('search.modalIntro')}</Text>
      <PracticeSearchPanel
        selectedSap={props.selectedSap ?? null}
        onSelect={select}
        onNotListed={notListed}
        impersonating={impersonating}
        askLocation={false}
        initialRadius={DEFAULT_ESTIMATOR_RADIUS}
      />
    </AppModal>
  );
}
