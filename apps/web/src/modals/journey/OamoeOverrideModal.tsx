import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { closeThen } from './modal-actions';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** OAMOE override (spec 000 §2): an admin logs the entry incomplete or continues with an ecp_exception. */
export function OamoeOverrideModal({ props, close }: ModalComponentProps<'oamoeOverride'>) {
  const { t } = useJourneyTranslation('purchase');
  return (
    <AppModal title={t('oamoe.title')} onClose={close}>
      <Text>{t('oamoe.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={closeThen(close, props.onLogIncomplete)}>
          {t('oamoe.logIncomplete')}
        </Button>
        <Button onClick={closeThen(close, props.onContinue)}>{t('oamoe.continue')}</Button>
      </Group>
    </AppModal>
  );
}
