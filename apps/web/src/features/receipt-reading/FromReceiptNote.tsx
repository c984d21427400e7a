import { Alert } from '@mantine/core';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/** On a purchase page that starts from what the receipt says: check it, then continue. */
export function FromReceiptNote() {
  const { t } = useJourneyTranslation('purchase');
  return (
    <Alert color="blue" role="note">
      {t('reading.fromReceipt')}
    </Alert>
  );
}
