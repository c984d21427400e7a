import { Button, Group, Stack, Text } from '@mantine/core';
import { RewardBreakdown } from '../../features/rewards/RewardBreakdown';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** Approval confirmation (spec 000 §2): the approved entry's reward breakdown. */
export function ApprovalConfirmationModal({
  props,
  close,
}: ModalComponentProps<'approvalConfirmation'>) {
  const { t } = useJourneyTranslation(['dashboard', 'common']);
  const { submission } = props;
  return (
    <AppModal title={t('approval.title')} onClose={close}>
      <Stack gap="md">
        <Text>{t('approval.body', { code: submission.confirmation_code ?? '' })}</Text>
        {submission.rewards && (
          <RewardBreakdown
            rewards={submission.rewards}
            subPhase={submission.sub_phase}
            caption={t('approval.caption')}
          />
        )}
        <Text size="sm">{t('approval.card')}</Text>
        <Group justify="flex-end">
          <Button onClick={close}>{t('common:ok')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
