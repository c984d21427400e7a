import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RECEIPT_HASH_BITS } from '@lens/domain';
import { adminReasonSchema, formErrors } from '@lens/validation';
import { useId, useState } from 'react';
import { isApiFailure } from '../../api/api-failure';
import { EntryLink } from '../entries/EntryLink';
import { ReceiptReadingSummary } from '../entries/ReceiptReadingSummary';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { useErrorText } from '../ui/error-text';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { StatusBadge } from '../ui/StatusBadge';
import {
  type ReceiptReview,
  type ReviewDecision,
  type ReviewedEntry,
  reviewsApi,
} from './reviews-api';
import { StaffImage } from './StaffImage';

function Receipt({ entry, label }: { entry: ReviewedEntry; label: string }) {
  const { t } = useAdminT();
  return (
    <Stack gap="xs" component="figure" m={0}>
      <Group gap="xs" component="figcaption">
        <Text fw={700}>{label}</Text>
        <EntryLink entry={entry} />
        <StatusBadge status={entry.status} />
      </Group>
      {entry.receiptImageUrl ? (
        <StaffImage url={entry.receiptImageUrl} alt={t('reviews.receiptOf', { label })} />
      ) : (
        <Text c="gray.8">{t('reviews.noReceipt')}</Text>
      )}
    </Stack>
  );
}

/**
 * One held entry beside the entry whose receipt it resembles, or beside its receipt's reading
 * with the differences (issue 28), and support's decision.
 */
export function ReviewCard({
  review,
  onDecided,
}: {
  review: ReceiptReview;
  onDecided: () => void;
}) {
  const { t, language } = useAdminT();
  const api = useAdminApi();
  const errorText = useErrorText();
  const headingId = useId();
  const [busy, setBusy] = useState<ReviewDecision | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({ initialValues: { comment: '' } });
  const mismatch = review.reason === 'RECEIPT_MISMATCH';

  const decide = async (decision: ReviewDecision) => {
    const errors = formErrors(adminReasonSchema, form.getValues(), language);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(decision);
    setOutcome(null);
    try {
      await reviewsApi(api).decide(review.entry.submissionId, decision, form.getValues().comment);
      onDecided();
    } catch (error) {
      if (isApiFailure(error)) form.setErrors(error.fieldErrors());
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="lg">
      <Stack>
        <Title order={2} size="h4" id={headingId}>
          {t('reviews.cardTitle', {
            entry: review.entry.confirmationCode ?? review.entry.submissionId.slice(0, 8),
          })}
        </Title>
        <Text size="sm">
          {mismatch
            ? t('reviews.mismatchIntro')
            : t('reviews.distance', { distance: review.distance, bits: RECEIPT_HASH_BITS })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Receipt entry={review.entry} label={t('reviews.thisEntry')} />
          {review.similar ? (
            <Receipt entry={review.similar} label={t('reviews.similarEntry')} />
          ) : mismatch ? null : (
            <Text c="gray.8">{t('reviews.similarGone')}</Text>
          )}
          {review.reading ? <ReceiptReadingSummary reading={review.reading} /> : null}
        </SimpleGrid>
        <Textarea
          label={t('reviews.comment')}
          description={t('reviews.commentHint')}
          autosize
          minRows={2}
          required
          maw={640}
          {...form.getInputProps('comment')}
        />
        <OutcomeAlert outcome={outcome} />
        <Group>
          <Button
            color="green"
            loading={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => void decide('approve')}
          >
            {mismatch ? t('reviews.approveReading') : t('reviews.approve')}
          </Button>
          <Button
            color="red"
            variant="light"
            loading={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => void decide('reject')}
          >
            {mismatch ? t('reviews.rejectReading') : t('reviews.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
