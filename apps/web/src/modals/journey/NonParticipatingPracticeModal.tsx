import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { closeThen } from './modal-actions';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** Non-participating practice (spec 000 §2): the practice takes no part; choose another or keep it. */
export function NonParticipatingPracticeModal({
  props,
  close,
}: ModalComponentProps<'nonParticipatingPractice'>) {
  const { t } = useJourneyTranslation('patients');
  return (
    <AppModal title={t('nonParticipating.title')} onClose={close}>
      <Text>{t('nonParticipating.body', { name: props.practiceName })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={closeThen(close, props.onKeep)}>
          {t('nonParticipating.keep')}
        </Button>
        <Button onClick={close} data-autofocus>
          {t('nonParticipating.chooseAnother')}
        </Button>
      </Group>
    </AppModal>
  );
}
