import { Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ChunkLoadError } from './chunk-errors';

/** A page group that failed to load: say so and offer to try again (a reload fetches it anew). */
export function ChunkRetryScreen({ error }: { error: ChunkLoadError }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <Title order={1}>{t('chunk.title')}</Title>
      {error.code === 'CSS_CHUNK_LOAD_FAILED' && <Text>{t('chunk.styles')}</Text>}
      <Text>{t('chunk.body')}</Text>
      <Button
        leftSection={<IconRefresh aria-hidden size={18} />}
        onClick={() => window.location.reload()}
      >
        {t('common:retry')}
      </Button>
    </Stack>
  );
}
