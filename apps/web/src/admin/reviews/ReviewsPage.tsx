import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLoad } from '../../features/api/use-load';
import { useAdminT } from '../i18n/admin-i18n';
import { useAdminApi } from '../session/admin-api';
import { LoadState } from '../ui/LoadState';
import { type Outcome, OutcomeAlert } from '../ui/Outcome';
import { Page } from '../ui/Page';
import { ReviewCard } from './ReviewCard';
import { reviewsApi } from './reviews-api';

/**
 * Support's review queue: entries the approval held because their receipt looks like a receipt
 * already used on another entry (re-saved, resized or recompressed), oldest first.
 */
export function ReviewsPage() {
  const { t } = useAdminT();
  const api = useAdminApi();
  const queue = useLoad(() => reviewsApi(api).open(), 'reviews');
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <Page title={t('reviews.title')}>
      <Text>{t('reviews.intro')}</Text>
      <OutcomeAlert outcome={outcome} />
      <LoadState
        load={queue}
        isEmpty={(data) => data.reviews.length === 0}
        empty={t('reviews.empty')}
      >
        {(data) => (
          <Stack gap="lg">
            <Text size="sm" role="status">
              {t('reviews.waiting', { count: data.total })}
            </Text>
            {data.reviews.map((review) => (
              <ReviewCard
                key={review.entry.submissionId}
                review={review}
                onDecided={() => {
                  setOutcome({ ok: true, text: t('reviews.decided') });
                  queue.reload();
                }}
              />
            ))}
          </Stack>
        )}
      </LoadState>
    </Page>
  );
}
