import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { isMailRequiredStatus, isNotListed } from '@lens/domain';
import { RewardBreakdown } from '../../features/rewards/RewardBreakdown';
import { AppModal } from '../AppModal';
import { type ModalComponentProps } from '../modal-registry';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/**
 * Purchase complete (spec 000 §2, §4): the confirmation code and the reward breakdown; statuses
 * that need the receipt by mail, and entries at a practice that is not listed, show the mailing
 * confirmation, the others the no-mail version.
 */
export function PurchaseCompleteModal({ props, close }: ModalComponentProps<'purchaseComplete'>) {
  const { t } = useJourneyTranslation('purchase');
  const { submission } = props;
  // The approval asks a practice that is not listed (sap 999) for the receipt by mail (DESIGN §9):
  // known at confirm, before the approval has run.
  const notListed = isNotListed({ sap: submission.eye_care_professional?.sap ?? '' });
  const done = () => {
    close();
    props.onDone();
  };
  return (
    <AppModal title={t('complete.title')} onClose={done} size="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Text>{t('complete.codeIntro')}</Text>
          <Group gap="sm">
            <Code fz="xl" fw={700} aria-label={t('complete.codeLabel')}>
              {submission.confirmation_code}
            </Code>
            <CopyButton value={submission.confirmation_code ?? ''}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-md" onClick={copy}>
                  {copied ? t('complete.copied') : t('complete.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Text>
          {notListed
            ? t('complete.mailNotListed')
            : isMailRequiredStatus(submission.status)
              ? t('complete.mail')
              : t('complete.noMail')}
        </Text>
        {submission.rewards && (
          <RewardBreakdown
            rewards={submission.rewards}
            subPhase={submission.sub_phase}
            caption={t('complete.rewardCaption')}
          />
        )}
        <Group justify="flex-end">
          <Button onClick={done} data-autofocus>
            {t('complete.toDashboard')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
