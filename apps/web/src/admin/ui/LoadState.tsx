import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { type Load } from '../../features/api/use-load';
import { useAdminT } from '../i18n/admin-i18n';
import { useErrorText } from './error-text';

/**
 * Loading, failed (with the reason and Try again), empty or the content: every list and page
 * of the back office shows one of these.
 */
export function LoadState<T>({
  load,
  isEmpty,
  empty,
  children,
}: {
  load: Load<T> & { reload: () => void };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useAdminT();
  const errorText = useErrorText();
  if (load.status === 'loading')
    return (
      <Center py="xl" role="status">
        <Loader size="md" aria-label={t('common.loading')} />
      </Center>
    );
  if (load.status === 'failed')
    return (
      <Alert color="red" title={t('common.loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(load.error)}</Text>
          <Button variant="default" size="sm" onClick={load.reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (isEmpty?.(load.data))
    return (
      <Text c="gray.8" py="md">
        {empty ?? t('common.nothingFound')}
      </Text>
    );
  return <>{children(load.data)}</>;
}
