import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { productName } from '../products/product-names';
import { useFormat } from '../../i18n/format';
import { useJourneyTranslation } from '../texts/use-journey-translation';
import { type ReadingState } from './use-receipt-reading';
import { type ReceiptSuggestion } from './receipt-suggestion';

/** "2 boxes of HydraLens 1-Day, 14 Oct 2025": what the receipt says, in the patient's language. */
function useSaid() {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  return (suggestion: ReceiptSuggestion, date: string | null) =>
    [
      ...suggestion.lines.map((line) =>
        t('reading.boxesOf', { count: line.boxes, brand: productName(line.brand) }),
      ),
      ...(date ? [format.date(date)] : []),
    ].join(', ');
}

/**
 * After the receipt's upload (issue 28): "reading your receipt…", then what it says where that
 * differs from the entry, offered to use; or that it matches. Spoken by screen readers as it
 * changes (a polite live region); a receipt that could not be read says nothing alarming.
 */
export function ReceiptReadingPanel({
  state,
  suggestion,
  onUse,
}: {
  state: ReadingState;
  suggestion: ReceiptSuggestion | null;
  onUse: (suggestion: ReceiptSuggestion) => void;
}) {
  const { t } = useJourneyTranslation('purchase');
  const said = useSaid();
  const [kept, setKept] = useState(false);
  if (state.kind === 'idle') return null;
  return (
    <div role="status" aria-live="polite">
      {state.kind === 'reading' && (
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text>{t('reading.pending')}</Text>
        </Group>
      )}
      {state.kind === 'done' && state.reading.status === 'read' && !suggestion && (
        <Text>{t('reading.matches')}</Text>
      )}
      {state.kind === 'done' && state.reading.status === 'unreadable' && (
        <Text size="sm">{t('reading.unreadable')}</Text>
      )}
      {state.kind === 'done' && suggestion && !kept && (
        <Alert color="yellow" title={t('reading.suggestTitle')}>
          <Text mb="sm">
            {t('reading.suggest', {
              said: said(suggestion, suggestion.purchaseDate ?? state.reading.purchaseDate),
            })}
          </Text>
          <Group gap="sm">
            <Button size="sm" onClick={() => onUse(suggestion)}>
              {t('reading.use')}
            </Button>
            <Button size="sm" variant="default" onClick={() => setKept(true)}>
              {t('reading.keep')}
            </Button>
          </Group>
        </Alert>
      )}
    </div>
  );
}
