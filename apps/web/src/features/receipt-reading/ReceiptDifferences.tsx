import { Alert, List, Text } from '@mantine/core';
import { type ReceiptMismatchView } from '@lens/validation';
import { withProductNames } from '../products/product-names';
import { useFormat } from '../../i18n/format';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/** A mismatch's value for people: brand codes as names, a day as a date. */
function useShown() {
  const format = useFormat();
  return (field: ReceiptMismatchView['field'], value: string) =>
    field === 'purchase_date' ? format.date(value) : withProductNames(value);
}

/**
 * Where the receipt says something else than the entry (issue 28), shown before the patient
 * confirms: each field with what was entered and what the receipt says, highlighted.
 */
export function ReceiptDifferences({ mismatches }: { mismatches: ReceiptMismatchView[] }) {
  const { t } = useJourneyTranslation('purchase');
  const shown = useShown();
  if (mismatches.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={t('reading.differencesTitle')}
      role="region"
      aria-label={t('reading.differencesTitle')}
    >
      <Text size="sm" mb="xs">
        {t('reading.differencesBody')}
      </Text>
      <List spacing="xs">
        {mismatches.map((m) => (
          <List.Item key={m.field}>
            <Text component="span" fw={700}>
              {t(`reading.field.${m.field}`)}:
            </Text>{' '}
            {t('reading.entered', { value: shown(m.field, m.entered) })}{' '}
            <Text component="mark" fw={700}>
              {t('reading.read', { value: shown(m.field, m.read) })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
