import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The app state could not load: nothing else can work, so say so and offer to try again. */
export function StartFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('start.title')}</Title>
        <Text>{t('start.body')}</Text>
        <Button onClick={onRetry}>{t('common:retry')}</Button>
      </Stack>
    </Container>
  );
}
