import { Text } from '@mantine/core';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { ConfirmActions } from './modal-actions';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** Edit patient confirm (spec 000 §2): save the changed details of an existing patient. */
export function EditPatientConfirmModal({
  props,
  close,
}: ModalComponentProps<'editPatientConfirm'>) {
  const { t } = useJourneyTranslation('patients');
  return (
    <AppModal title={t('editConfirm.title', { name: props.name })} onClose={close}>
      <Text>{t('editConfirm.body')}</Text>
      <ConfirmActions
        close={close}
        onConfirm={props.onConfirm}
        confirmLabel={t('editConfirm.confirm')}
      />
    </AppModal>
  );
}
