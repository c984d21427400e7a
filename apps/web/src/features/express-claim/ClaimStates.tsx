import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { claimsBundle } from '../../i18n/bundles/claims';
import { useNamespace } from '../../i18n/namespaces';

export function ClaimLoading() {
  const { t } = useNamespace(claimsBundle);
  return <Loader size="sm" aria-label={t('loading')} />;
}

/** Unknown, mistyped or guessed ids: nothing about any entry is revealed. */
export function ClaimNotFound() {
  const { t } = useNamespace(claimsBundle);
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={2}>{t('notFound.heading')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Anchor component={Link} to="/escalate?type=express_rewards">
        {t('notFound.support')}
      </Anchor>
    </Stack>
  );
}

/** While the claim loads, or when the link leads nowhere; nothing once it is there. */
export function ClaimPending({ status }: { status: 'loading' | 'ready' | 'failed' }) {
  if (status === 'loading') return <ClaimLoading />;
  return status === 'failed' ? <ClaimNotFound /> : null;
}
