import { FIRST_SUB_PHASE, LAST_SUB_PHASE } from '@lens/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { phaseAtom } from '../../app-state/app-state.state';
import { PageLinks } from '../../features/page-kit/PageLinks';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useFormat } from '../../i18n/format';
import { useNamespace } from '../../i18n/namespaces';

/** Before the first offer and after the last (spec 000 §2, §6): shown at /. */
export function LifecyclePage() {
  const { t } = useNamespace(phasesBundle);
  const format = useFormat();
  const expired = useAtomValue(phaseAtom) === 'expired';
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="lifecycle" />
      {expired ? (
        <>
          <Title order={2}>{t('lifecycle.expired.heading')}</Title>
          <Text>{t('lifecycle.expired.body', { end: format.date(LAST_SUB_PHASE.end) })}</Text>
          <Text>{t('lifecycle.expired.questions')}</Text>
        </>
      ) : (
        <>
          <Title order={2}>{t('lifecycle.preLaunch.heading')}</Title>
          <Text>
            {t('lifecycle.preLaunch.body', { start: format.date(FIRST_SUB_PHASE.start) })}
          </Text>
        </>
      )}
      <PageLinks
        links={[
          { to: '/faq', label: t('lifecycle.faq') },
          { to: '/terms-and-conditions', label: t('lifecycle.terms') },
          ...(expired ? [{ to: '/escalate', label: t('lifecycle.support') }] : []),
        ]}
      />
    </Stack>
  );
}
