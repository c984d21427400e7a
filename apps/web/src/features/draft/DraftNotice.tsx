import { Alert, Button, Group, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { clearDraftAtom, draftAtom } from './draft.state';
import { resumePath } from './purchase-draft';
import { useJourneyTranslation } from '../texts/use-journey-translation';

/**
 * The incomplete entry kept on this device (spec 000 §4), offered for restore or delete: shown
 * on the dashboard and where a new purchase starts.
 */
export function DraftNotice() {
  const { t } = useJourneyTranslation('purchase');
  const format = useFormat();
  const draft = useAtomValue(draftAtom);
  const clear = useSetAtom(clearDraftAtom);
  const navigate = useNavigate();
  if (!draft) return null;
  const who = draft.patientName ?? t('draft.someone');
  return (
    <Alert color="lens" title={t('draft.title')} role="region" aria-label={t('draft.title')}>
      <Text mb="sm">
        {draft.purchaseDate
          ? t('draft.bodyWithDate', { name: who, date: format.date(draft.purchaseDate) })
          : t('draft.body', { name: who })}
      </Text>
      <Group gap="sm">
        <Button onClick={() => void navigate(resumePath(draft))}>{t('draft.restore')}</Button>
        <Button variant="default" onClick={clear}>
          {t('draft.delete')}
        </Button>
      </Group>
    </Alert>
  );
}
