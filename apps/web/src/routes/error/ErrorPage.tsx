import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../features/page-kit/PageTitle';
import { phasesBundle } from '../../i18n/bundles/phases';
import { useNamespace } from '../../i18n/namespaces';

/**
 * Where any render error lands (spec 000 §2; the boundary has already reported it to
 * /api/client-error). Its content is ours: what happened, and ways on.
 */
export function ErrorPage() {
  const { t } = useNamespace(phasesBundle);
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle page="error" />
      <Text>{t('error.body')}</Text>
      <Text>{t('error.next')}</Text>
      <Group gap="md">
        {/* The boundary replaced the failed page's entry: one step back is the page before it. */}
        <Button onClick={() => void navigate(-1)}>{t('error.back')}</Button>
        <Button component={Link} to="/" variant="default">
          {common('goHome')}
        </Button>
      </Group>
      <Anchor component={Link} to="/escalate">
        {t('error.support')}
      </Anchor>
    </Stack>
  );
}
