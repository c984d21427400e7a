import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useAdminT } from '../i18n/admin-i18n';
import { actingForPatientAtom, adminSessionAtom } from '../session/admin-session';

/** While this browser's patient app holds an impersonation token of this admin: say so. */
export function ActingNotice() {
  const { t } = useAdminT();
  const acting = useAtomValue(actingForPatientAtom);
  const session = useAtomValue(adminSessionAtom);
  if (!acting || acting.adminId !== session?.profileId) return null;
  return (
    <Alert color="yellow" mb="md" title={t('impersonation.activeTitle')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">{t('impersonation.activeBody')}</Text>
        <Group gap="sm">
          <Anchor href="/dashboard" size="sm">
            {t('impersonation.openPatientApp')}
          </Anchor>
          <Button component={Link} to="/impersonation/end" size="xs" color="dark">
            {t('impersonation.end')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
