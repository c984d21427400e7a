import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { isRejectionReason } from '@lens/domain';
import { useId } from 'react';
import { RewardBreakdown } from '../../features/rewards/RewardBreakdown';
import { type SubmissionView } from '../../features/submissions/submission';
import { useFormat } from '../../i18n/format';
import { useModals } from '../../modals/use-modals';
import { DeleteEntry } from './DeleteEntry';
import { STATUS_COLOURS, statusKeyOf } from './entry-status';
import { useJourneyTranslation } from '../../features/texts/use-journey-translation';

/** The id of an entry's card on the dashboard (the entry just confirmed is scrolled to). */
export const entryElementId = (entryId: string) => `entry-${entryId}`;

function CardState({ entry }: { entry: SubmissionView }) {
  const { t } = useJourneyTranslation('dashboard');
  const format = useFormat();
  const { open } = useModals();
  const card = entry.card;
  const orderedOn = card?.orderedAt ?? entry.updated_at;
  const text = !card
    ? t('card.soon')
    : card.state === 'mailed' && card.mailedAt
      ? t('card.mailed', { date: format.date(card.mailedAt) })
      : orderedOn
        ? t('card.ordered', { date: format.date(orderedOn) })
        : t('card.soon');
  return (
    <Group gap="sm">
      <Text size="sm">
        {text} {card?.maskedNumber ? t('card.number', { number: card.maskedNumber }) : ''}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={() => open('visaCardHelp')}>
        {t('card.help')}
      </Anchor>
    </Group>
  );
}

/** Why an entry was not approved, or needs the receipt by mail, and what to do about it. */
function Reasons({ entry }: { entry: SubmissionView }) {
  const { t } = useJourneyTranslation('dashboard');
  const reasons = entry.reasons.rejection.map((r) => (isRejectionReason(r) ? r : 'OTHER'));
  const mail = entry.reasons.mailRequired;
  if (reasons.length === 0 && !mail) return null;
  return (
    <List spacing={4} size="sm">
      {reasons.map((reason) => (
        <List.Item key={reason}>
          <Text size="sm" fw={700} component="span">
            {t(`reasons.${reason}.why`)}
          </Text>{' '}
          {t(`reasons.${reason}.todo`)}
        </List.Item>
      ))}
      {mail && (
        <List.Item>
          {mail === 'NOT_LISTED_PRACTICE'
            ? t('mailReasons.NOT_LISTED_PRACTICE')
            : t('mailReasons.RECEIPT_UNUSABLE')}
        </List.Item>
      )}
    </List>
  );
}

/** One entry of the dashboard: status in plain words, what to do, the reward and the card. */
export function EntryCard({
  entry,
  patientName,
  onContinue,
  onResubmit,
  onDeleted,
}: {
  entry: SubmissionView;
  patientName: string;
  onContinue: () => void;
  onResubmit: () => void;
  /** An unfinished entry was deleted: the list is read again. */
  onDeleted: () => void;
}) {
  const { t } = useJourneyTranslation('dashboard');
  const format = useFormat();
  const { open } = useModals();
  const headingId = useId();
  const key = statusKeyOf(entry.status);
  const date = entry.purchase_date ? format.date(entry.purchase_date) : t('entry.noDate');
  const started = entry.created_at ? format.date(entry.created_at) : undefined;
  return (
    <Card
      component="article"
      id={entryElementId(entry.id)}
      withBorder
      padding="lg"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {t('entry.heading', { name: patientName, date })}
          </Title>
          <Badge color={STATUS_COLOURS[key]} variant="filled" size="lg">
            {t(`status.${key}.label`)}
          </Badge>
        </Group>
        {entry.eye_care_professional?.display_name && (
          <Text size="sm">
            {t('entry.practice', { name: entry.eye_care_professional.display_name })}
          </Text>
        )}
        {key === 'inProgress' && started && (
          <Text size="sm">{t('entry.started', { date: started })}</Text>
        )}
        <Text>{t(`status.${key}.body`)}</Text>
        <Reasons entry={entry} />
        {entry.confirmation_code && (
          <Text size="sm">{t('entry.code', { code: entry.confirmation_code })}</Text>
        )}
        {entry.rewards && entry.status !== '' && (
          <RewardBreakdown
            rewards={entry.rewards}
            subPhase={entry.sub_phase}
            caption={entry.status === 'approved' ? t('entry.reward') : t('entry.estimatedReward')}
          />
        )}
        {entry.status === 'approved' && <CardState entry={entry} />}
        <Group gap="sm">
          {key === 'inProgress' && <Button onClick={onContinue}>{t('entry.continue')}</Button>}
          {key === 'inProgress' && (
            <DeleteEntry
              submissionId={entry.id}
              label={t('entry.deleteNamed', { name: patientName, date: started ?? date })}
              onDeleted={onDeleted}
            />
          )}
          {(key === 'rejected' || key === 'resubStarted') && (
            <Button onClick={onResubmit}>
              {key === 'rejected' ? t('entry.resubmit') : t('entry.continueResubmit')}
            </Button>
          )}
          {key === 'approved' && (
            <Button
              variant="light"
              onClick={() => open('approvalConfirmation', { submission: entry })}
            >
              {t('entry.details')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
