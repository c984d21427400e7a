import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageLinks } from '../../features/page-kit/PageLinks';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';

/** The limits a page can name in /limiter/:type; any other type reads as the general one. */
export const LIMITER_TYPES = [
  'login',
  'estimate',
  'referral',
  'escalation',
  'code',
  'upload',
] as const;
type LimiterType = (typeof LIMITER_TYPES)[number] | 'generic';

const limiterType = (value: string | undefined): LimiterType =>
  LIMITER_TYPES.find((type) => type === value) ?? 'generic';

/** /limiter and /limiter/:type: the visitor was rate limited (429). */
export function LimiterPage() {
  const { t } = useNamespace(phasesBundle);
  const type = limiterType(useParams().type);
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="limiter" />
      <Text>{t(`limiter.${type}.body`)}</Text>
      <PageLinks
        links={[
          { to: '/', label: t('limiter.home') },
          { to: '/faq', label: t('limiter.faq') },
        ]}
      />
    </Stack>
  );
}
