import { Button, Group, Stack, Text } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { clearDraftAtom, draftAtom } from '../../features/draft/draft.state';
import { useDiscardEntry } from '../../features/draft/use-discard-entry';
import { FailureAlert } from '../../features/forms/FailureAlert';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * Delete on an unfinished entry's card (issue 29): every unfinished entry can be deleted, not only
 * the one this device keeps. Asks once, discards it on the server, and forgets this device's copy
 * when it is that entry.
 */
export function DeleteEntry({
  submissionId,
  label,
  onDeleted,
}: {
  submissionId: string;
  /** The button's accessible name, naming the entry. */
  label: string;
  onDeleted: () => void;
}) {
  const { t } = useJourneyTranslation('dashboard');
  const draft = useAtomValue(draftAtom);
  const clearDraft = useSetAtom(clearDraftAtom);
  const { confirming, ask, cancel, busy, failure, confirmButton, discard } = useDiscardEntry();

  const remove = async () => {
    if (!(await discard(submissionId))) return;
    if (draft?.submissionId === submissionId) clearDraft();
    onDeleted();
  };

  if (!confirming)
    return (
      <Button variant="default" aria-label={label} onClick={ask}>
        {t('entry.delete')}
      </Button>
    );
  return (
    <Stack gap="xs" w="100%">
      <Text fw={700}>{t('entry.confirmDelete')}</Text>
      <FailureAlert message={failure} />
      <Group gap="sm">
        <Button color="red" ref={confirmButton} loading={busy} onClick={() => void remove()}>
          {t('entry.confirmYes')}
        </Button>
        <Button variant="default" disabled={busy} onClick={cancel}>
          {t('entry.confirmNo')}
        </Button>
      </Group>
    </Stack>
  );
}
