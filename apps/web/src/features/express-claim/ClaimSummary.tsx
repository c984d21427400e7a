import { Paper, Stack, Text, Title } from '@mantine/core';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';
import { productName } from '../products/product-names';
import { type ClaimView } from './express-api';

/** The purchase a practice entered: where, when, which lenses, and the reward. */
export function ClaimSummary({ claim }: { claim: ClaimView }) {
  const { t } = useNamespace(claimsBundle);
  const format = useFormat();
  const practice = claim.practice
    ? `${claim.practice.display_name}, ${claim.practice.city} ${claim.practice.state}`.trim()
    : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="claim-summary">
      <Stack gap={4}>
        <Title order={2} size="h4" id="claim-summary">
          {t('summary.heading')}
        </Title>
        {practice && <Text>{t('summary.practice', { practice })}</Text>}
        <Text>{t('summary.date', { date: format.date(claim.purchaseDate) })}</Text>
        {claim.supplyLength !== null && (
          <Text>
            {t('summary.lenses', {
              supply: t('summary.supply', { count: claim.supplyLength }),
              brands: claim.brands.map(productName).join(', '),
            })}
          </Text>
        )}
        {claim.reward && (
          <Text fw={700} size="lg">
            {t('summary.reward', { amount: format.money(claim.reward.total) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
