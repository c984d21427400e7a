import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ReceiptDifferences } from '../../features/receipt-reading/ReceiptDifferences';
import { useFormat } from '../../i18n/format';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * Purchase detail confirm (spec 000 §2, §4): the entry as it will be sent, and where its receipt
 * says otherwise (issue 28); Confirm sends it (the modal shows the call's progress and closes
 * when it is done), Edit goes back to the page.
 */
export function PurchaseDetailConfirmModal({
  props,
  close,
}: ModalComponentProps<'purchaseDetailConfirm'>) {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const { summary } = props;
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };
  const rows: [string, string][] = [
    [t('review.patient'), summary.patient],
    [t('review.practice'), summary.practice],
    [t('review.date'), format.date(summary.purchaseDate)],
    ...summary.eyes.map((eye) => [eye.label, eye.description] as [string, string]),
    [t('review.supply'), t('review.months', { count: summary.supplyLength })],
    [t('review.receipt'), t('review.receiptUploaded')],
    ...(summary.promoCodes.length > 0
      ? [[t('review.promoCodes'), summary.promoCodes.join(', ')] as [string, string]]
      : []),
  ];
  return (
    <AppModal title={t('review.title')} onClose={busy ? () => undefined : close} size="lg">
      <Stack gap="md">
        <Text>{t('review.body')}</Text>
        <ReceiptDifferences mismatches={props.differences ?? []} />
        <List listStyleType="none" spacing="xs">
          {rows.map(([label, value]) => (
            <List.Item key={label}>
              <Text component="span" fw={700}>
                {label}:
              </Text>{' '}
              {value}
            </List.Item>
          ))}
        </List>
        <Group justify="space-between">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('review.edit')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            {t('review.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
