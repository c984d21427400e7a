import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { closeThen } from './modal-actions';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** Barcode scan error (spec 000 §2): not found or a camera problem, by its key; scan again or add manually. */
export function BarcodeScanErrorModal({ props, close }: ModalComponentProps<'barcodeScanError'>) {
  const { t } = useJourneyTranslation('purchase');
  return (
    <AppModal title={t(`scanError.${props.reason}.title`)} onClose={close}>
      <Text>{t(`scanError.${props.reason}.body`)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={closeThen(close, props.onAddManually)}>
          {t('scanError.addManually')}
        </Button>
        <Button onClick={closeThen(close, props.onScanAgain)} data-autofocus>
          {t('scanError.scanAgain')}
        </Button>
      </Group>
    </AppModal>
  );
}
