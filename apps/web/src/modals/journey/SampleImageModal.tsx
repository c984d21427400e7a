import { Box, Button, Divider, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useFormat } from '../../i18n/format';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

// A sample practice's address and total: data on the pictured receipt, not interface text.
const SAMPLE_ADDRESS = '100 Main St, Albany, NY 12207';
const SAMPLE_TOTAL = 320;

const BARS = [3, 1, 1, 2, 3, 1, 2, 1, 1, 3, 2, 1, 1, 2, 1, 3, 1, 1, 2, 2, 1, 3, 1, 2];

/** A barcode-like stripe for the sample box photo (decoration only). */
function SampleBarcode() {
  let x = 0;
  return (
    <svg width="160" height="48" viewBox="0 0 160 48" aria-hidden focusable="false">
      {BARS.map((width, index) => {
        const bar =
          index % 2 === 0 ? (
            <rect key={index} x={x} y={0} width={width * 2} height={48} fill="currentColor" />
          ) : null;
        x += width * 2 + 1;
        return bar;
      })}
    </svg>
  );
}

function SampleReceipt() {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  const price = format.money(SAMPLE_TOTAL);
  return (
    <Paper
      withBorder
      p="md"
      maw={320}
      mx="auto"
      ff="monospace"
      fz="sm"
      role="img"
      aria-label={t('sample.receiptAlt')}
    >
      <Stack gap={2}>
        <Text fw={700} ta="center" ff="monospace">
          {t('sample.practice')}
        </Text>
        <Text ta="center" ff="monospace" fz="xs">
          {SAMPLE_ADDRESS}
        </Text>
        <Divider my={6} variant="dashed" />
        <Text ff="monospace">{t('sample.date')}</Text>
        <Group justify="space-between">
          <Text ff="monospace">{t('sample.item')}</Text>
          <Text ff="monospace">{price}</Text>
        </Group>
        <Divider my={6} variant="dashed" />
        <Group justify="space-between">
          <Text ff="monospace" fw={700}>
            {t('sample.total')}
          </Text>
          <Text ff="monospace" fw={700}>
            {price}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function SampleBoxPhoto() {
  const { t } = useJourneyTranslation('purchase');
  return (
    <Paper
      withBorder
      p="md"
      maw={320}
      mx="auto"
      bg="lens.0"
      role="img"
      aria-label={t('sample.photoAlt')}
    >
      <Stack gap="xs" align="center">
        <Text fw={700}>{t('sample.boxBrand')}</Text>
        <Text size="sm">{t('sample.boxCount')}</Text>
        <Box c="dark">
          <SampleBarcode />
        </Box>
      </Stack>
    </Paper>
  );
}

/** Sample receipt and sample photo previews (spec 000 §2): what a usable picture shows. */
export function SampleImageModal({ props, close }: ModalComponentProps<'sampleImage'>) {
  const { t } = useJourneyTranslation(['purchase', 'common']);
  const receipt = props.kind === 'receipt';
  return (
    <AppModal title={receipt ? t('sample.receiptTitle') : t('sample.photoTitle')} onClose={close}>
      <Stack gap="md">
        {receipt ? <SampleReceipt /> : <SampleBoxPhoto />}
        <List spacing={4}>
          {(receipt
            ? [
                t('sample.receiptPractice'),
                t('sample.receiptDate'),
                t('sample.receiptItems'),
                t('sample.receiptWhole'),
              ]
            : [t('sample.photoLabel'), t('sample.photoBarcode'), t('sample.photoLight')]
          ).map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={close}>{t('common:ok')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
